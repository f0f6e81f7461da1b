/** The spec's pure rules; see each module for its section. */
export * from './amount';
export * from './avatar';
export * from './days';
export * from './highlight';
export * from './image';
export * from './labels';
export * from './language';
export * from './level';
export * from './lists';
export * from './match-status';
export * from './race-start';
export * from './share';
export * from './stream';
export * from './switches';
export * from './tabs';
export * from './text';
export * from './user';
