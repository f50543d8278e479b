import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { findUndescribedImages, type UndescribedImage } from '@keepsake/shared/rules';
import { type BuilderDraft, type Module, type ModuleType, type RenderContext, type WebMessage } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { lazyNamed, useOverlay } from '@keepsake/shared/ui';
import { describeModule, MODULE_LABELS } from '../../../../shared/module-labels';
import { uploadSiteImage } from '../../../api/upload-site-image';
import { useAutosave } from '../hooks/use-autosave';
import { useDraftActions } from '../hooks/use-draft-actions';
import { useDraftHandOver } from '../hooks/use-draft-hand-over';
import { useEditorState } from '../hooks/use-editor-state';
import { useFocusField } from '../hooks/use-focus-field';
import { useFrameChannel } from '../hooks/use-frame-channel';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { usePresence } from '../hooks/use-presence';
import { useUndoKeys } from '../hooks/use-undo-keys';
import { handleFrameMessage } from '../state/frame-requests';
import { newModule } from '../state/new-module';
import { pathKey } from '../state/schema-walk';
import type { Notice } from '../state/notice';
import { activeModule, firstPagePath, isDirty, pageModules } from '../state/studio-state';
import { ConflictPanel } from './conflict-panel';
import { mutedText, toolButton } from './editor-styles';
import { DraftBar } from './draft-bar';
import type { FrameMarks } from './fields/field-env';
import { HISTORY_DIALOG, HistoryDialog } from './history-dialog';
import { INSERT_PICKER, InsertPicker } from './insert-picker';
import { Outline } from './outline';
import { PageList } from './page-list';
import { PresenceNote } from './presence-note';
import { frameWidthOf, PreviewWidths, type PreviewWidth } from './preview-widths';
import { PropertiesPanel } from './properties-panel';
import { FrameSelectionContext, type FrameSelection } from './fields/frame-selection';
import { PUBLISH_DIALOG, PublishDialog } from './publish-dialog';
import { SideTabs, type SideTab } from './side-tabs';
import { SiteFrame } from './site-frame';

// The Page and Site tabs open on a click (the Module tab is the first one shown): their forms, fields and the
// forms kit load then, not with the editor (issue 28: the studio's first load).
const PagePanel = lazyNamed(() => import('./pages/page-panel'), 'PagePanel');
const SitePanel = lazyNamed(() => import('./site/site-panel'), 'SitePanel');

function placementOf(before: Module | undefined, pageTitle: string | undefined): string {
  return before ? `It goes above ${describeModule(before)}.` : `It goes at the end of ${pageTitle ?? 'the page'}.`;
}

/** The site editor: pages and outline, the site in a frame, properties; undo/redo, save draft, publish. */
export function EditorWorkspace({ initial }: { initial: BuilderDraft }) {
  const theme = useTheme();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const outlineRef = useRef<HTMLHeadingElement>(null);
  const panelsRef = useRef<HTMLDivElement>(null);
  const focusField = useFocusField(panelsRef);
  const frameOrigin = window.location.origin;
  const [frameSrcPath, setFrameSrcPath] = useState(() => firstPagePath(initial.context));
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [insertBefore, setInsertBefore] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [marks, setMarks] = useState<FrameMarks | null>(null);
  const [frameSelection, setFrameSelection] = useState<FrameSelection | null>(null);
  const [tab, setTab] = useState<SideTab>('module');
  const picker = useOverlay(INSERT_PICKER);
  const history = useOverlay(HISTORY_DIALOG);
  const publishDialog = useOverlay(PUBLISH_DIALOG);

  const onFrameMessage = useRef<(message: WebMessage) => void>(() => {});
  const { readyCount, send } = useFrameChannel(frameRef, frameOrigin, frameSrcPath, (message) => onFrameMessage.current(message));
  const { state, stateRef, dispatch } = useEditorState(initial, send);
  useDraftHandOver(readyCount, stateRef, send);
  const drafts = useDraftActions({ stateRef, dispatch, setNotice, publishDialog });

  const remove = useCallback(
    (moduleId: string) => {
      const before = stateRef.current;
      const module = pageModules(before).find((m) => m.id === moduleId);
      if (module && dispatch({ type: 'remove', moduleId }) !== before) {
        setNotice({ kind: 'status', text: `Deleted ${describeModule(module)}.`, undo: true });
      }
    },
    [dispatch, stateRef],
  );
  const openPicker = (before: string | null) => {
    setInsertBefore(before);
    picker.open();
  };
  onFrameMessage.current = (message) => {
    if (message.type === 'web:navigate' && pendingFramePath.current !== null) return;
    handleFrameMessage(message, {
      state: stateRef.current,
      dispatch,
      send,
      onInsert: openPicker,
      onRemove: remove,
      onMarks: setMarks,
      onOpenModules: () => outlineRef.current?.focus(),
      onSelectText: (selection) => setFrameSelection((last) => ({ ...selection, seq: (last?.seq ?? 0) + 1 })),
    });
  };

  const undo = useCallback(() => dispatch({ type: 'undo' }), [dispatch]);
  const redo = useCallback(() => dispatch({ type: 'redo' }), [dispatch]);
  useUndoKeys(undo, redo);
  const dirty = isDirty(state);
  useLeaveWarning(dirty);
  useAutosave(state.draft, { dirty, paused: drafts.busy !== null || drafts.conflict !== null, save: () => void drafts.save({ quiet: true }) });

  // Issue 40.4: the frame loads a page from the server's draft, which does not have a page made (or moved)
  // a moment ago: the draft is saved first, then the frame goes there. Otherwise at once.
  // Meanwhile the old page in the frame may still report where it is (web:navigate): that is not a choice.
  const pendingFramePath = useRef<string | null>(null);
  const showInFrame = (path: string) => {
    pendingFramePath.current = null;
    if (path === frameSrcPath) return;
    if (stateRef.current.saved.pages[path]) return setFrameSrcPath(path);
    pendingFramePath.current = path;
    void drafts.save({ quiet: true }).finally(() => {
      if (pendingFramePath.current !== path) return;
      pendingFramePath.current = null;
      setFrameSrcPath(path);
    });
  };
  // A change of the site itself (pages, navigation, design…): one undoable step, previewed in the frame.
  const editSite = (draft: RenderContext, options: { path?: string; editKey?: string } = {}) => {
    const after = dispatch({ type: 'edit-site', draft, ...options });
    showInFrame(after.path);
  };
  // Choosing a module (in the outline or the frame) shows its properties.
  useEffect(() => {
    if (state.activeModuleId) setTab('module');
  }, [state.activeModuleId]);
  const selectPage = (path: string) => {
    dispatch({ type: 'select-page', path });
    showInFrame(path);
  };
  // The publish dialog's link to a picture needing a description: its page, its module (or the page's
  // settings for a share picture), and the focus in its "Alternative text" box.
  const openImage = (image: UndescribedImage) => {
    publishDialog.close();
    selectPage(image.pagePath);
    if (image.moduleId) {
      dispatch({ type: 'activate', moduleId: image.moduleId });
      setTab('module');
    } else setTab('page');
    focusField(`${pathKey(image.field)}.alt`);
  };
  const addModule = (type: ModuleType) => {
    picker.close();
    dispatch({ type: 'add', module: newModule(type), beforeModuleId: insertBefore });
    setNotice({ kind: 'status', text: `Added ${MODULE_LABELS[type]}.` });
  };

  const others = usePresence(state.path);

  // The properties of a chosen module: a bottom sheet on a phone (the layout's narrow media query).
  const sheet = tab === 'module' && state.activeModuleId !== null;
  useEffect(() => {
    // A new module's sheet opens at its top.
    if (sheet && panelsRef.current) panelsRef.current.scrollTop = 0;
  }, [sheet, state.activeModuleId]);
  const modules = pageModules(state);
  const page = state.draft.pages[state.path];
  return (
    <div
      css={{
        minHeight: 0,
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        gridTemplateColumns: '16rem 1fr 19rem',
        gridTemplateAreas: "'top top top' 'left frame right'",
        // Narrow screens: one column, the page first under the bar.
        '@media (max-width: 60rem)': {
          gridTemplateColumns: '1fr',
          gridTemplateRows: 'auto',
          gridTemplateAreas: "'top' 'frame' 'right' 'left'",
        },
      }}
    >
      <DraftBar
        widths={<PreviewWidths value={width} onChange={setWidth} />}
        presence={<PresenceNote others={others} />}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={undo}
        onRedo={redo}
        dirty={dirty}
        busy={drafts.busy}
        onSave={() => void drafts.save()}
        onPublish={() => void drafts.openPublish()}
        onHistory={history.open}
        notice={notice}
        onUndoDelete={() => {
          undo();
          setNotice(null);
        }}
      />
      <div
        css={{
          gridArea: 'left',
          overflow: 'auto',
          padding: theme.space.md,
          display: 'grid',
          alignContent: 'start',
          gap: theme.space.lg,
          borderInlineEnd: `1px solid ${theme.colors.secondary}`,
        }}
      >
        <PageList pages={state.draft.pages} current={state.path} onSelect={selectPage} />
        <Outline
          headingRef={outlineRef}
          modules={modules}
          activeModuleId={state.activeModuleId}
          onSelect={(moduleId) => dispatch({ type: 'activate', moduleId })}
          onMove={(moduleId, direction) => dispatch({ type: 'move', moduleId, direction })}
          onRemove={remove}
          onAdd={() => openPicker(null)}
        />
      </div>
      <SiteFrame frameRef={frameRef} origin={frameOrigin} path={frameSrcPath} title={`Preview of ${page?.title ?? frameSrcPath}`} width={frameWidthOf(width)} />
      <div
        ref={panelsRef}
        data-sheet={sheet ? 'open' : undefined}
        css={{
          gridArea: 'right',
          overflow: 'auto',
          display: 'grid',
          borderInlineStart: `1px solid ${theme.colors.secondary}`,
          // Issue 40.5: on a phone a chosen module's properties rise from the bottom, under the thumb that
          // tapped it, instead of sitting a page-length away below the preview.
          '@media (max-width: 60rem)': sheet
            ? {
                position: 'fixed',
                insetInline: 0,
                bottom: 0,
                maxHeight: '60vh',
                zIndex: 20,
                background: theme.colors.background,
                borderInlineStart: 0,
                borderTop: `1px solid ${theme.colors.palette.neutral.onPage}`,
                borderRadius: `${theme.radii.card} ${theme.radii.card} 0 0`,
                boxShadow: '0 -0.5rem 1.5rem rgba(0, 0, 0, 0.2)',
              }
            : {},
        }}
      >
        {sheet ? (
          <button
            type="button"
            css={[
              toolButton(theme, 'xs'),
              { justifySelf: 'end', margin: `${theme.space.xs} ${theme.space.md} 0`, '@media (min-width: 60.0625rem)': { display: 'none' } },
            ]}
            onClick={() => dispatch({ type: 'activate', moduleId: null })}
          >
            Close the properties
          </button>
        ) : null}
        <SideTabs value={tab} onChange={setTab}>
          <Suspense
            fallback={
              <p role="status" css={[mutedText(theme), { padding: theme.space.md }]}>
                Opening…
              </p>
            }
          >
            {tab === 'module' ? (
              <FrameSelectionContext.Provider value={frameSelection}>
                <PropertiesPanel
                  module={activeModule(state)}
                  context={state.draft}
                  marks={marks}
                  upload={uploadSiteImage}
                  onChange={(moduleId, key, value) => dispatch({ type: 'update', moduleId, value: { [key]: value }, editKey: `${moduleId}.${key}` })}
                />
              </FrameSelectionContext.Provider>
            ) : tab === 'page' ? (
              <PagePanel
                context={state.draft}
                path={state.path}
                upload={uploadSiteImage}
                onEdit={editSite}
                onNotice={(text) => setNotice({ kind: 'status', text })}
              />
            ) : (
              <SitePanel
                context={state.draft}
                upload={uploadSiteImage}
                onChange={(key, value) => editSite({ ...stateRef.current.draft, [key]: value }, { editKey: `site.${key}` })}
              />
            )}
          </Suspense>
        </SideTabs>
      </div>

      {drafts.conflict ? (
        <ConflictPanel conflict={drafts.conflict} busy={drafts.busy !== null} onReapply={() => void drafts.reapply()} onDismiss={drafts.dismissConflict} />
      ) : null}
      <InsertPicker
        placement={placementOf(
          modules.find((m) => m.id === insertBefore),
          page?.title,
        )}
        onPick={addModule}
      />
      <HistoryDialog
        open={history.isOpen}
        onRolledBack={() => {
          history.close();
          setNotice({ kind: 'status', text: 'Rolled back. Visitors see the website as it was before that publish.' });
        }}
      />
      <PublishDialog
        changes={drafts.changes}
        undescribed={publishDialog.isOpen ? findUndescribedImages(state.draft) : []}
        busy={drafts.busy !== null}
        onConfirm={() => void drafts.publish()}
        onCancel={publishDialog.close}
        onOpenImage={openImage}
      />
    </div>
  );
}
