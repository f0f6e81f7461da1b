/**
 * The spec's pure rules; see each module for its section. Display rules the components apply (text width and
 * truncate, keyword highlight, amounts in 万, grade classes, default avatars) live once in @live/ui-kit's helpers.
 */
export * from './calendar-day';
export * from './gifts';
export * from './headline';
export * from './image';
export * from './labels';
export * from './language';
export * from './lists';
export * from './names';
export * from './match-status';
export * from './playback';
export * from './race-start';
export * from './room-chat';
export * from './share';
export * from './stream';
export * from './switches';
export * from './tabs';
export * from './user';
