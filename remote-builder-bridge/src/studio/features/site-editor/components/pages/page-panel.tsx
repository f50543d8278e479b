import { useId, useState } from 'react';
import type { ModuleImage, NewPageForm as NewPageValues, RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { createPage, deletePage, movePage, moveInNav, showInNav, updatePage } from '../../state/page-operations';
import { mutedText, panelHeading, toolButton } from '../editor-styles';
import { NewPageForm } from './new-page-form';
import { PageSettings } from './page-settings';

/**
 * The page being edited, and new pages. Each change is one step of the draft (undoable) that the frame
 * previews at once; `onEdit` names the page to show afterwards (a new or moved page).
 */
export function PagePanel({
  context,
  path,
  upload,
  onEdit,
  onNotice,
}: {
  context: RenderContext;
  path: string;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
  onEdit: (draft: RenderContext, options?: { path?: string; editKey?: string }) => void;
  onNotice: (text: string) => void;
}) {
  const theme = useTheme();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const create = (values: NewPageValues) => {
    onEdit(createPage(context, { title: values.title, path: values.path, templatePath: values.template || undefined }), { path: values.path });
    setAdding(false);
    onNotice(`Created ${values.title} at ${values.path}, in the header menu.`);
  };
  return (
    <aside aria-labelledby={headingId} css={{ padding: theme.space.md, display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <h2 id={headingId} css={panelHeading(theme)}>
        Page
      </h2>
      {adding ? (
        <NewPageForm context={context} onCreate={create} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" css={toolButton(theme)} onClick={() => setAdding(true)}>
          New page
        </button>
      )}
      {context.pages[path] ? (
        <PageSettings
          context={context}
          path={path}
          upload={upload}
          actions={{
            update: (value) => onEdit(updatePage(context, path, value), { editKey: `page.${path}.${Object.keys(value).join()}` }),
            move: (to) => {
              onEdit(movePage(context, path, to).context, { path: to });
              onNotice(`Moved the page to ${to}. Once published, ${path} sends visitors there.`);
            },
            showInNav: (show) => onEdit(showInNav(context, path, show)),
            moveInNav: (move) => onEdit(moveInNav(context, path, move)),
            remove: () => {
              const title = context.pages[path]?.title ?? path;
              onEdit(deletePage(context, path));
              onNotice(`Deleted the page ${title}. Undo brings it back.`);
            },
          }}
        />
      ) : (
        <p css={mutedText(theme)}>Choose a page to edit its settings.</p>
      )}
    </aside>
  );
}
