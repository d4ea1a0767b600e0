export * from './accounts';
export * from './fixtures';
export * from './sign-in';
export * from './data';
