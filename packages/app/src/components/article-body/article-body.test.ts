import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { ArticleBody } from './ArticleBody';

const services = {
  brand: { images: { placeholder: '/m/brand/placeholder.svg' } },
  api: { client: { absolute: (src: string) => `https://api.example${src}` } },
} as unknown as Services;

const render = (blocks: Parameters<typeof ArticleBody>[0]['blocks']) =>
  renderToStaticMarkup(createElement(ServicesProvider, { services, children: createElement(ArticleBody, { blocks }) }));

describe('an article body (issue #31 item 1: its first picture is the largest paint of a shared post)', () => {
  it('loads its first picture at high priority, not the later ones', () => {
    const html = render([
      { type: 'text', text: 'Lead paragraph' },
      { type: 'image', src: '/media/1.jpg', alt: 'first' },
      { type: 'image', src: '/media/2.jpg', alt: 'second' },
    ]);
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images[0]).toContain('src="https://api.example/media/1.jpg"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[1]).toContain('src="https://api.example/media/2.jpg"');
    expect(images[1]).not.toMatch(/fetchpriority/i);
  });
});
