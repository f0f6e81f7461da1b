import type { UnixSeconds } from './common.ts';

export interface Activity {
  id: number;
  title: string;
  cover: string;
  summary: string;
  paragraphs: string[];
  start_time: UnixSeconds;
  end_time: UnixSeconds;
}
