import { describe, expect, it } from 'vitest';
import { articleId } from './article-id';

describe('the article of /mobile/news?id= (issue #28 news reader)', () => {
  it('is a positive whole number; anything else is no article', () => {
    expect(articleId('12')).toBe(12);
    expect(['', '0', '-3', '1.5', '1e3', 'abc', ' 7', '12345678901'].map(articleId)).toEqual(Array(8).fill(null));
  });
});
