// Tells React that the tests wrap their updates in act(), so it flushes them there and warns about any outside.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
