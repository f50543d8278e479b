export * from './render-context';
export * from './api-error';
export * from './session';
export * from './remotes';
export * from './modules';
export * from './blog';
export * from './contact';
export * from './planning';
