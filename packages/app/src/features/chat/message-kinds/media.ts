/** One voice or video plays at a time in the chat: starting one pauses the one playing before. */
let playing: HTMLMediaElement | null = null;

export function playAlone(element: HTMLMediaElement): void {
  if (playing && playing !== element) playing.pause();
  playing = element;
}
