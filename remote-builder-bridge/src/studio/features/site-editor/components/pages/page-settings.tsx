import { useEffect, useId, useState } from 'react';
import type { ModuleImage, RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { Button, choiceStyles, controlStyles, FieldError, fieldStyles, hintStyles, labelStyles } from '@keepsake/shared/ui';
import { findNav, pathProblem, type NavMove } from '../../state/page-operations';
import { toolButton } from '../editor-styles';
import { PageSeoFields, type PageSeoChange } from './page-seo-fields';

export interface PageActions {
  update: (value: Partial<{ title: string; description: string; layout: string | undefined }> | PageSeoChange) => void;
  move: (to: string) => void;
  showInNav: (show: boolean) => void;
  moveInNav: (move: NavMove) => void;
  remove: () => void;
}

/** A text box of the page that enters the draft when valid, and keeps its message when not. */
function PageText({
  label,
  value,
  hint,
  required,
  onValid,
}: {
  label: string;
  value: string;
  hint?: string;
  required?: boolean;
  onValid: (v: string) => void;
}) {
  const theme = useTheme();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const error = required && text.trim() === '' ? 'This field is required' : null;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={[fieldStyles(theme), { margin: 0 }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        css={controlStyles(theme)}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          setText(event.target.value);
          if (!required || event.target.value.trim() !== '') onValid(event.target.value);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} css={hintStyles(theme)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The selected page: its title and search description, its path (a moved page's old path redirects to the
 * new one once published), layout, its place in the header menu, and deleting it after a confirmation.
 */
export function PageSettings({
  context,
  path,
  actions,
  upload,
}: {
  context: RenderContext;
  path: string;
  actions: PageActions;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
}) {
  const theme = useTheme();
  const id = useId();
  const page = context.pages[path];
  const [newPath, setNewPath] = useState(path);
  const [pathError, setPathError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => {
    setNewPath(path);
    setPathError(null);
    setConfirmDelete(false);
  }, [path]);
  if (!page) return null;
  const home = path === '/';
  const nav = findNav(context.navigation, path);
  const entry = nav?.siblings[nav.index];
  const tool = toolButton(theme, 'xs');
  const applyPath = () => {
    const problem = pathProblem(context, newPath.trim(), path);
    setPathError(problem);
    if (!problem && newPath.trim() !== path) actions.move(newPath.trim());
  };
  return (
    <form aria-label={`Page settings of ${page.title}`} onSubmit={(event) => event.preventDefault()} css={{ display: 'grid', gap: theme.space.sm }}>
      <PageText label="Page title (also the title search engines show)" value={page.title} required onValid={(title) => actions.update({ title })} />
      <PageText label="Description for search engines and shares" value={page.description} onValid={(description) => actions.update({ description })} />
      <PageSeoFields context={context} page={page} path={path} upload={upload} onChange={actions.update} />
      <PageText
        label="Layout"
        value={page.layout ?? ''}
        hint={`Empty uses the site's default layout (${context.settings.defaultLayout}).`}
        onValid={(layout) => actions.update({ layout: layout.trim() || undefined })}
      />
      {home ? null : (
        <div css={[fieldStyles(theme), { margin: 0 }]}>
          <label htmlFor={`${id}-path`} css={labelStyles(theme)}>
            Path
          </label>
          <div css={{ display: 'flex', gap: theme.space.xxs }}>
            <input
              id={`${id}-path`}
              type="text"
              css={controlStyles(theme)}
              value={newPath}
              aria-invalid={pathError ? true : undefined}
              aria-describedby={`${id}-path-hint${pathError ? ` ${id}-path-error` : ''}`}
              onChange={(event) => setNewPath(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && applyPath()}
            />
            <button type="button" css={tool} onClick={applyPath}>
              Change path
            </button>
          </div>
          <p id={`${id}-path-hint`} css={hintStyles(theme)}>
            Once published, the old path sends visitors to the new one.
          </p>
          <FieldError id={`${id}-path-error`} message={pathError} />
        </div>
      )}
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xxs }}>
        <legend css={{ fontWeight: 600 }}>Header menu</legend>
        <label css={choiceStyles(theme)}>
          <input type="checkbox" checked={Boolean(entry && !entry.node.hiddenHeader)} onChange={(event) => actions.showInNav(event.target.checked)} />
          <span>Show in the header menu</span>
        </label>
        {entry ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xxs }}>
            <button type="button" css={tool} disabled={nav.index === 0} onClick={() => actions.moveInNav('up')}>
              Earlier in the menu
            </button>
            <button type="button" css={tool} disabled={nav.index === nav.siblings.length - 1} onClick={() => actions.moveInNav('down')}>
              Later in the menu
            </button>
            <button type="button" css={tool} disabled={nav.index === 0} onClick={() => actions.moveInNav('in')}>
              Under the entry above
            </button>
            <button type="button" css={tool} disabled={!nav.parent} onClick={() => actions.moveInNav('out')}>
              Out of its group
            </button>
          </div>
        ) : null}
        <p css={hintStyles(theme)}>A page without modules but with pages under it sends visitors to its first child page.</p>
      </fieldset>
      {home ? null : confirmDelete ? (
        <div role="group" aria-label="Confirm deleting the page" css={{ display: 'grid', gap: theme.space.xs }}>
          <p css={{ margin: 0, fontWeight: 600 }}>Delete {page.title}? Once published, its path sends visitors to the page above it.</p>
          <div css={{ display: 'flex', gap: theme.space.xs }}>
            <Button size="sm" color="error" onClick={actions.remove}>
              Yes, delete the page
            </Button>
            <Button size="sm" displayType="SECONDARY" color="neutral" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" css={tool} onClick={() => setConfirmDelete(true)}>
          Delete this page
        </button>
      )}
    </form>
  );
}
