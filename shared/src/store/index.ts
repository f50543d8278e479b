export { keepsakeStore } from './keepsake-store';
export { renderContextAtom, redirectsAtom } from './render-context-atoms';
export { authTokenAtom, sessionAtom, stripBearer, type SessionState } from './auth-atoms';
export {
  builderStateAtom,
  inEditModeAtom,
  activateModuleAtom,
  deactivateModuleAtom,
  hoverModuleAtom,
  activateModule,
  deactivateModule,
  initialBuilderState,
  type BuilderState,
} from './builder-state';
export { addModule, removeModule, updateModule, moveModule, type HasId, type MoveDirection } from './module-operations';
export { addPageModuleAtom, removePageModuleAtom, updatePageModuleAtom, movePageModuleAtom, type AddPageModule } from './page-module-atoms';
