import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { renderContextAtom } from '@keepsake/shared/store';
import { ThemeProvider } from '@keepsake/shared/theme';
import { screen } from '@testing-library/react';
import { isPageError } from '@keepsake/shared/page-error';
import { PageHeadContext, type PageHead } from '@keepsake/shared/ui';
import { renderWithSite } from '../../../testing/render-with-site';
import { siteFixture } from '../../../testing/site-fixture';
import { ContentPage } from './content-page';

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (isPageError(error)) return <p>{`${error.status} ${error.label} ${error.detail}`}</p>;
    return this.props.children;
  }
}

const site = siteFixture({
  pages: {
    '/': {
      id: 'home',
      title: 'Willowbrook Funeral Home',
      description: 'Funeral home in Alder Falls.',
      layout: 'landing',
      modules: [{ id: 'hero', type: 'hero', heading: 'Welcome', buttons: [] }],
    },
    '/about': { id: 'about', title: 'About', description: '', modules: [] },
    '/about/our-staff': {
      id: 'staff',
      title: 'Our Staff',
      description: 'Meet our staff.',
      modules: [
        { id: 'h', type: 'headline', text: 'Our people', level: 1 },
        { id: 't', type: 'text', content: [{ id: 'p', type: 'paragraph', spans: [{ id: 's', text: 'Second module' }] }] },
      ],
    },
    '/terms-of-use': { id: 'terms', title: 'Terms of Use', description: 'Terms.', modules: [{ id: 't', type: 'text', content: [], heading: 'Terms' }] },
  },
});

describe('ContentPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders the modules in order, in the layout the page names, and sets title and description', () => {
    const { container } = renderWithSite(<ContentPage />, { site, path: '/about/our-staff' });
    expect([...container.querySelectorAll('[data-module-id]')].map((el) => el.getAttribute('data-module-id'))).toEqual(['h', 't']);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
    expect(document.title).toBe('Our Staff | Willowbrook Funeral Home');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meet our staff.');
  });

  it('uses the layout a page names (the home page is a landing page)', () => {
    const { container } = renderWithSite(<ContentPage />, { site, path: '/' });
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'landing');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(document.title).toBe('Willowbrook Funeral Home');
  });

  it('redirects a page with no modules to its first child', () => {
    renderWithSite(<ContentPage />, { site, path: '/about', routePath: '/about' });
    expect(screen.getByTestId('location')).toHaveTextContent('/about/our-staff');
  });

  it("draws the first child's content at the empty page's address (the server's HTML has it before the browser moves on)", () => {
    const store = createStore();
    store.set(renderContextAtom, site);
    const html = renderToString(
      <Provider store={store}>
        <ThemeProvider design={site.design}>
          <MemoryRouter initialEntries={['/about']}>
            <ContentPage />
          </MemoryRouter>
        </ThemeProvider>
      </Provider>,
    );
    expect(html).toContain('Our people');
    expect(html).toContain('Second module');
  });

  it("names itself in the server's head by its search title and share picture when the studio set them (issue 26)", () => {
    const seo = siteFixture({
      pages: {
        ...site.pages,
        '/grief': {
          id: 'grief',
          title: 'Grief',
          description: 'Groups and reading.',
          seoTitle: 'Grief support groups in Alder Falls',
          shareImage: { id: 'share', src: '/api/assets/site/garden-path.svg', alt: 'A garden path', width: 1600, height: 900 },
          modules: [{ id: 'g', type: 'headline', text: 'Grief', level: 1 }],
        },
      },
    });
    const store = createStore();
    store.set(renderContextAtom, seo);
    const server: { head: PageHead | null } = { head: null };
    renderToString(
      <PageHeadContext.Provider value={server}>
        <Provider store={store}>
          <ThemeProvider design={seo.design}>
            <MemoryRouter initialEntries={['/grief']}>
              <ContentPage />
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </PageHeadContext.Provider>,
    );
    expect(server.head).toEqual({
      title: 'Grief support groups in Alder Falls | Willowbrook Funeral Home',
      description: 'Groups and reading.',
      share: { image: '/api/assets/site/garden-path.svg', imageAlt: 'A garden path' },
    });
    // Without them: the page's own title and no share picture, as before.
    renderToString(
      <PageHeadContext.Provider value={server}>
        <Provider store={store}>
          <ThemeProvider design={seo.design}>
            <MemoryRouter initialEntries={['/about/our-staff']}>
              <ContentPage />
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </PageHeadContext.Provider>,
    );
    expect(server.head).toEqual({ title: 'Our Staff | Willowbrook Funeral Home', description: 'Meet our staff.', share: undefined });
  });

  it('gives a page without a level-1 heading a hidden one from its title', () => {
    renderWithSite(<ContentPage />, { site, path: '/terms-of-use' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toHaveClass('visually-hidden');
  });

  it('throws a 404 "Page not found" with the path for an unknown page', () => {
    renderWithSite(
      <Catch>
        <ContentPage />
      </Catch>,
      { site, path: '/no-such-page' },
    );
    expect(screen.getByText('404 Page not found /no-such-page')).toBeInTheDocument();
  });
});
