import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { ApiError } from '@keepsake/shared/api-client';
import { pageModuleSchema, type BuilderDraft, type Module, type ModuleType, type TextMarkState, type WebMessage } from '@keepsake/shared/contract';
import { useQueryClient } from '@keepsake/shared/query';
import { authTokenAtom, sessionAtom } from '@keepsake/shared/store';
import { describeModule, MODULE_LABELS } from '../../../lib/module-labels';
import { getLiveContext, publishDraft, saveDraft } from '../api/builder-api';
import { signOut } from '../api/sign-in';
import { useFrameChannel } from '../hooks/use-frame-channel';
import { describeChanges } from '../state/describe-changes';
import { newModule } from '../state/new-module';
import { activeModule, commandsFor, initialStudioState, isDirty, pageModules, studioReducer, type StudioAction, type StudioState } from '../state/studio-state';
import { HistoryDialog } from './history-dialog';
import { InsertPicker } from './insert-picker';
import { Outline } from './outline';
import { PropertiesPanel } from './properties-panel';
import { PublishDialog } from './publish-dialog';
import { buttonCss, DANGER, INK, LINE, listCss, MUTED, panelHeadingCss, primaryButtonCss } from './studio-styles';

const WIDTHS = [
  { id: 'desktop', label: 'Desktop', width: '100%' },
  { id: 'tablet', label: 'Tablet', width: '768px' },
  { id: 'phone', label: 'Phone', width: '390px' },
] as const;
type Width = (typeof WIDTHS)[number]['id'];

type Notice = { kind: 'status' | 'error'; text: string; undo?: boolean } | null;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The studio could not reach the server. Your changes are still here; please try again.';

function placementOf(before: Module | undefined, pageTitle: string | undefined): string {
  return before ? `It goes above ${describeModule(before)}.` : `It goes at the end of ${pageTitle ?? 'the page'}.`;
}

/** The studio: pages, outline, the site in a frame, properties; undo/redo, save draft, publish. */
export function StudioWorkspace({ initial, companyName }: { initial: BuilderDraft; companyName: string }) {
  const [state, setState] = useState<StudioState>(() => initialStudioState(initial.context, initial.revision));
  const stateRef = useRef(state);
  const [frameSrcPath, setFrameSrcPath] = useState(state.path);
  const [width, setWidth] = useState<Width>('desktop');
  const [picker, setPicker] = useState<{ before: string | null } | null>(null);
  const [publishing, setPublishing] = useState<{ changes: string[] | null } | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [marks, setMarks] = useState<TextMarkState | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const outlineRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const setToken = useSetAtom(authTokenAtom);
  const setSession = useSetAtom(sessionAtom);
  const frameOrigin = window.location.origin;

  const onFrameMessageRef = useRef<(message: WebMessage) => void>(() => {});
  const { readyCount, send } = useFrameChannel(frameRef, frameOrigin, frameSrcPath, (message) => onFrameMessageRef.current(message));

  const dispatch = useCallback(
    (action: StudioAction) => {
      const before = stateRef.current;
      const after = studioReducer(before, action);
      if (after === before) return after;
      stateRef.current = after;
      setState(after);
      for (const command of commandsFor(action, before, after)) send(command);
      return after;
    },
    [send],
  );

  // Every web:ready (a first load or a reload of the frame) gets the draft, edit mode and the selection.
  useEffect(() => {
    if (readyCount === 0) return;
    const current = stateRef.current;
    send({ type: 'studio:set-draft', payload: { context: current.draft } });
    send({ type: 'studio:set-editing', payload: { editing: true } });
    if (current.activeModuleId) send({ type: 'studio:activate-module', payload: { moduleId: current.activeModuleId } });
  }, [readyCount, send]);

  const remove = useCallback(
    (moduleId: string) => {
      const before = stateRef.current;
      const module = pageModules(before).find((m) => m.id === moduleId);
      if (module && dispatch({ type: 'remove', moduleId }) !== before) {
        setNotice({ kind: 'status', text: `Deleted ${describeModule(module)}.`, undo: true });
      }
    },
    [dispatch],
  );

  onFrameMessageRef.current = (message: WebMessage) => {
    const current = stateRef.current;
    switch (message.type) {
      case 'web:ready':
        return;
      case 'web:navigate':
        if (current.draft.pages[message.payload.path] && message.payload.path !== current.path) {
          dispatch({ type: 'select-page', path: message.payload.path });
        }
        return;
      case 'web:activate-module':
        dispatch({ type: 'activate', moduleId: message.payload.module.id });
        return;
      case 'web:deactivate-module':
        if (current.activeModuleId === message.payload.moduleId) dispatch({ type: 'activate', moduleId: null });
        return;
      case 'web:new-module':
        setPicker({ before: message.payload.originModuleId });
        return;
      case 'web:remove-module':
        remove(message.payload.moduleId);
        return;
      case 'web:move-module':
        dispatch({ type: 'move', moduleId: message.payload.moduleId, direction: message.payload.direction });
        return;
      case 'web:update-module-value': {
        const module = pageModules(current).find((m) => m.id === message.payload.moduleId);
        const { id: _id, type: _type, ...value } = message.payload.value;
        if (!module || !pageModuleSchema.safeParse({ ...module, ...value }).success) {
          console.warn('[keepsake] studio: refused a module value from the frame', message.payload);
          send({ type: 'studio:set-draft', payload: { context: current.draft } });
          return;
        }
        dispatch({ type: 'update', moduleId: module.id, value });
        return;
      }
      case 'web:update-module-text-mark-state':
        setMarks(message.payload.marks);
        return;
      case 'web:open-modules':
        outlineRef.current?.focus();
        return;
    }
  };

  // Keyboard undo/redo anywhere in the studio (the frame has its own document and keeps its keys).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  // Leaving with unsaved changes asks first.
  const dirty = isDirty(state);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  async function save(): Promise<boolean> {
    const current = stateRef.current;
    setBusy('save');
    try {
      const saved = await saveDraft(current.revision, current.draft);
      dispatch({ type: 'saved', revision: saved.revision, context: current.draft });
      setNotice({ kind: 'status', text: 'Draft saved. The live website is unchanged.' });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function openPublish() {
    setPublishing({ changes: null });
    try {
      const live = await getLiveContext();
      setPublishing({ changes: describeChanges(live, stateRef.current.draft) });
    } catch (error) {
      setPublishing(null);
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }

  async function publish() {
    if (isDirty(stateRef.current) && !(await save())) {
      setPublishing(null);
      return;
    }
    setBusy('publish');
    try {
      const result = await publishDraft(stateRef.current.revision);
      dispatch({ type: 'saved', revision: result.revision, context: stateRef.current.saved });
      await queryClient.invalidateQueries({ queryKey: ['render-context'] });
      setNotice({ kind: 'status', text: 'Published. Visitors now see the new website.' });
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(null);
      setPublishing(null);
    }
  }

  async function leave() {
    await signOut();
    setToken(null);
    setSession({ status: 'unauthenticated' });
  }

  const selectPage = (path: string) => {
    dispatch({ type: 'select-page', path });
    setFrameSrcPath(path);
  };

  const addModule = (type: ModuleType) => {
    const before = picker?.before ?? null;
    setPicker(null);
    const module = newModule(type);
    dispatch({ type: 'add', module, beforeModuleId: before });
    setNotice({ kind: 'status', text: `Added ${MODULE_LABELS[type]}.` });
  };

  const modules = pageModules(state);
  const active = activeModule(state);
  const page = state.draft.pages[state.path];
  const frameWidth = WIDTHS.find((w) => w.id === width)?.width ?? '100%';
  const pagePaths = Object.keys(state.draft.pages).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));

  return (
    <div
      css={css`
        height: 100vh;
        display: grid;
        grid-template-rows: auto 1fr;
        grid-template-columns: 16rem 1fr 19rem;
        grid-template-areas: 'top top top' 'left frame right';
        /* Narrow screens: one column, the page first under the toolbar. */
        @media (max-width: 60rem) {
          height: auto;
          grid-template-columns: 1fr;
          grid-template-rows: auto;
          grid-template-areas: 'top' 'frame' 'right' 'left';
        }
        background: #f1f5f9;
        color: ${INK};
        font-family: system-ui, sans-serif;
        font-size: 0.9375rem;
      `}
    >
      <header
        css={css`
          grid-area: top;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.5rem 1rem;
          padding: 0.625rem 1rem;
          background: #fff;
          border-bottom: 1px solid ${LINE};
        `}
      >
        <h1
          css={css`
            margin: 0;
            font-size: 1.125rem;
          `}
        >
          Studio{' '}
          <span
            css={css`
              font-weight: 400;
              color: ${MUTED};
            `}
          >
            · {companyName}
          </span>
        </h1>
        <div
          role="group"
          aria-label="Preview width"
          css={css`
            display: flex;
            gap: 0.25rem;
          `}
        >
          {WIDTHS.map((option) => (
            <button key={option.id} type="button" css={buttonCss} aria-pressed={width === option.id} onClick={() => setWidth(option.id)}>
              {option.label}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label="History"
          css={css`
            display: flex;
            gap: 0.25rem;
          `}
        >
          <button type="button" css={buttonCss} disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
            Undo
          </button>
          <button type="button" css={buttonCss} disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
            Redo
          </button>
        </div>
        <p
          role="status"
          css={css`
            margin: 0 0 0 auto;
            color: ${dirty ? INK : MUTED};
            font-weight: ${dirty ? 600 : 400};
          `}
        >
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </p>
        <button type="button" css={buttonCss} disabled={!dirty || busy !== null} onClick={() => void save()}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" css={primaryButtonCss} disabled={busy !== null} onClick={() => void openPublish()}>
          Publish
        </button>
        <button type="button" css={buttonCss} onClick={() => setHistoryOpen(true)}>
          History
        </button>
        <button type="button" css={buttonCss} onClick={() => void leave()}>
          Sign out
        </button>
        <div
          css={css`
            flex-basis: 100%;
            display: flex;
            gap: 0.5rem;
            align-items: center;
          `}
        >
          <p
            role={notice?.kind === 'error' ? 'alert' : 'status'}
            css={css`
              margin: 0;
              color: ${notice?.kind === 'error' ? DANGER : INK};
            `}
          >
            {notice?.text ?? ''}
          </p>
          {notice?.undo ? (
            <button
              type="button"
              css={buttonCss}
              onClick={() => {
                dispatch({ type: 'undo' });
                setNotice(null);
              }}
            >
              Undo delete
            </button>
          ) : null}
        </div>
      </header>

      <div
        css={css`
          grid-area: left;
          overflow: auto;
          padding: 1rem;
          display: grid;
          align-content: start;
          gap: 1.5rem;
          background: #fff;
          border-inline-end: 1px solid ${LINE};
        `}
      >
        <nav aria-labelledby="studio-pages-title">
          <h2 id="studio-pages-title" css={panelHeadingCss}>
            Pages
          </h2>
          {/* Capped so the outline stays in view on a laptop screen. */}
          <ul
            css={[
              listCss,
              css`
                max-height: 30vh;
                overflow: auto;
                padding: 2px;
              `,
            ]}
          >
            {pagePaths.map((path) => (
              <li key={path}>
                <button
                  type="button"
                  aria-current={path === state.path ? 'page' : undefined}
                  css={[
                    buttonCss,
                    css`
                      width: 100%;
                      text-align: start;
                    `,
                  ]}
                  onClick={() => selectPage(path)}
                >
                  {state.draft.pages[path]?.title ?? path}
                  <span
                    css={css`
                      display: block;
                      font-size: 0.75rem;
                      color: ${MUTED};
                      font-weight: 400;
                    `}
                  >
                    {path}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Outline
          ref={outlineRef}
          modules={modules}
          activeModuleId={state.activeModuleId}
          onSelect={(moduleId) => dispatch({ type: 'activate', moduleId })}
          onMove={(moduleId, direction) => dispatch({ type: 'move', moduleId, direction })}
          onRemove={remove}
          onAdd={() => setPicker({ before: null })}
        />
      </div>

      <main
        css={css`
          grid-area: frame;
          overflow: auto;
          padding: 1rem;
          display: grid;
          justify-items: center;
        `}
      >
        <iframe
          ref={frameRef}
          key={frameSrcPath}
          title={`Preview of ${page?.title ?? frameSrcPath}`}
          src={`${frameOrigin}${frameSrcPath}?preview=true`}
          css={css`
            width: ${frameWidth};
            max-width: 100%;
            height: 100%;
            min-height: 32rem;
            border: 1px solid ${LINE};
            border-radius: 8px;
            background: #fff;
          `}
        />
      </main>

      <div
        css={css`
          grid-area: right;
          overflow: auto;
          display: grid;
        `}
      >
        <PropertiesPanel
          module={active}
          marks={marks}
          onChange={(moduleId, key, value) => dispatch({ type: 'update', moduleId, value: { [key]: value }, editKey: `${moduleId}.${key}` })}
        />
      </div>

      <InsertPicker
        open={picker !== null}
        placement={placementOf(
          modules.find((m) => m.id === picker?.before),
          page?.title,
        )}
        onPick={addModule}
        onClose={() => setPicker(null)}
      />
      <HistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRolledBack={() => {
          setHistoryOpen(false);
          setNotice({ kind: 'status', text: 'Rolled back. Visitors see the website as it was before that publish.' });
        }}
      />
      <PublishDialog
        open={publishing !== null}
        changes={publishing?.changes ?? null}
        busy={busy === 'publish' || busy === 'save'}
        onConfirm={() => void publish()}
        onClose={() => setPublishing(null)}
      />
    </div>
  );
}
