import { describe, expect, it } from 'vitest';
import { filterProfanity, type LexiconWord } from '../src/modules/moderation/moderation.ts';

const words: LexiconWord[] = [
  { profanity: 'badword', replacement: '', filterType: 1 },
  { profanity: '垃圾', replacement: '**', filterType: 2 },
  { profanity: 'Porra', replacement: '', filterType: 2 },
];

describe('profanity filter', () => {
  it('§5 profanity filter: result type 1 blocks the text', () => {
    expect(filterProfanity('what a BADWORD game', words)).toEqual({ type: 1, modifiedText: 'what a BADWORD game' });
    expect(filterProfanity('垃圾 and badword', words).type).toBe(1);
  });

  it('§5 profanity filter: result type 2 replaces each occurrence, by its replacement or one * per character', () => {
    expect(filterProfanity('垃圾裁判，垃圾', words)).toEqual({ type: 2, modifiedText: '**裁判，**' });
    expect(filterProfanity('porra, PORRA!', words)).toEqual({ type: 2, modifiedText: '*****, *****!' });
  });

  it('a clean text, an empty word and regex characters in a word change nothing', () => {
    expect(filterProfanity('great goal', words)).toEqual({ type: 0, modifiedText: 'great goal' });
    expect(filterProfanity('a+b', [{ profanity: '', replacement: 'x', filterType: 1 }]).type).toBe(0);
    expect(filterProfanity('1+1=2', [{ profanity: '1+1', replacement: '?', filterType: 2 }]).modifiedText).toBe('?=2');
  });
});
