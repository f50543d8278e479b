import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { ThemeProvider } from '@keepsake/shared/theme';
import { PagePanel } from './page-panel';

const CONTEXT = {
  pages: {
    '/': { id: 'home', title: 'Home', description: '', modules: [] },
    '/about': {
      id: 'about',
      title: 'About',
      description: '',
      modules: [
        { id: 'h', type: 'headline', text: 'About us', level: 1 },
        {
          id: 'm',
          type: 'media',
          media: { id: 'img', kind: 'image', src: '/api/assets/site/chapel.svg', alt: 'Our chapel', width: 1600, height: 900 },
        },
      ],
    },
  },
  navigation: [{ id: 'n', node: { label: 'About', to: '/about' } }],
  settings: { defaultLayout: 'default' },
} as unknown as RenderContext;

function renderPanel(path: string) {
  const state = { context: CONTEXT, path, notice: '' };
  function Harness() {
    const [current, setCurrent] = useState({ context: CONTEXT, path });
    return (
      <PagePanel
        context={current.context}
        path={current.path}
        onEdit={(context, options) =>
          setCurrent((c) => {
            Object.assign(state, { context, path: options?.path ?? c.path });
            return { context, path: options?.path ?? c.path };
          })
        }
        onNotice={(text) => (state.notice = text)}
      />
    );
  }
  render(
    <ThemeProvider>
      <Harness />
    </ThemeProvider>,
  );
  return state;
}

describe('the page panel', () => {
  it('creates a page from a template, its path following the title, in the menu', async () => {
    const state = renderPanel('/');
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Grief Support');
    expect(screen.getByRole('textbox', { name: /^Path/ })).toHaveValue('/grief-support');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Start from/ }), 'A copy of About (/about)');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(state.path).toBe('/grief-support');
    expect(state.context.pages['/grief-support']?.modules[0]).toMatchObject({ type: 'headline', text: 'About us' });
    // The new page is the one being edited: its settings show.
    expect(screen.getByRole('form', { name: 'Page settings of Grief Support' })).toBeInTheDocument();
    expect(state.context.navigation.map((e) => e.node.to)).toEqual(['/about', '/grief-support']);
  });

  it('refuses a path that is taken, with the field’s message', async () => {
    renderPanel('/');
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'About');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('There is already a page at /about.')).toBeInTheDocument();
  });

  it('moves a page to a new path, hides it from the menu, and deletes it only after a confirmation', async () => {
    const state = renderPanel('/about');
    const path = screen.getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, '/about-us');
    await userEvent.click(screen.getByRole('button', { name: 'Change path' }));
    expect(state.path).toBe('/about-us');
    expect(state.notice).toMatch(/\/about sends visitors there/);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show in the header menu' }));
    expect(state.context.navigation[0]?.node.hiddenHeader).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete this page' }));
    expect(state.context.pages['/about-us']).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the page' }));
    expect(state.context.pages['/about-us']).toBeUndefined();
  });

  it('sets a search title and a share picture that needs its description, and removes them again', async () => {
    const state = renderPanel('/about');
    await userEvent.type(screen.getByRole('textbox', { name: /^Search title/ }), 'About Willowbrook');
    expect(state.context.pages['/about']?.seoTitle).toBe('About Willowbrook');
    await userEvent.type(screen.getByRole('textbox', { name: /^Search title/ }), ' '.padEnd(60, 'x'));
    expect(await screen.findByText('Cannot exceed 70 characters')).toBeInTheDocument();
    // The draft keeps the last title that fitted.
    expect(state.context.pages['/about']?.seoTitle).toHaveLength(70);

    await userEvent.click(screen.getByRole('button', { name: 'Add a share picture' }));
    expect(state.context.pages['/about']?.shareImage).toMatchObject({ src: '/api/assets/site/chapel.svg', alt: 'Our chapel' });
    const share = screen.getByRole('group', { name: 'Share picture' });
    await userEvent.clear(within(share).getByRole('textbox', { name: 'Alternative text' }));
    expect(within(share).getByText(/Describe the picture for people who cannot see it/)).toBeInTheDocument();
    // Issue 42: the draft keeps the picture undescribed (publish refuses it until described or decorative).
    expect(state.context.pages['/about']?.shareImage?.alt).toBe('');
    await userEvent.type(within(share).getByRole('textbox', { name: 'Alternative text' }), 'The chapel at dusk');
    expect(state.context.pages['/about']?.shareImage?.alt).toBe('The chapel at dusk');

    await userEvent.click(screen.getByRole('button', { name: 'Remove the share picture' }));
    expect(state.context.pages['/about']).not.toHaveProperty('shareImage');
  });
});
