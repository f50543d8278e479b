import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogArticle, BlogPage } from '@keepsake/shared/contract/website';
import { isPageError } from '@keepsake/shared/page-error';
import { queryClient } from '@keepsake/shared/query';
import { renderWithSite } from '../../../testing/render-with-site';
import { siteFetch } from '../../../testing/site-fetch';
import { BlogArticlePage } from './blog-article-page';
import { BlogListPage } from './blog-list-page';

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

const summary = (id: number) => ({
  id,
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  author: 'Priya Nair',
  publishedAt: '2025-06-02T14:00:00.000Z',
  image: id % 2 ? { id: `i${id}`, src: '/a.svg', alt: 'A lake', width: 1200, height: 800 } : null,
});
const blogPage = (page: number, ids: number[], total = 13): BlogPage => ({
  items: ids.map(summary),
  page,
  pageSize: 6,
  hasNext: page * 6 < total,
  total,
  totalPages: Math.ceil(total / 6),
});
// The blog answers by ?page=N.
const byPage = (pages: Record<number, BlogPage>) => (url: URL) => ({ body: pages[Number(url.searchParams.get('page'))] });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  // A fresh cache is a fresh page load.
  queryClient.clear();
});

describe('BlogListPage', () => {
  it('lists the articles of the page in the query with paging links', async () => {
    const api = siteFetch({ 'GET /api/web/blog': byPage({ 2: blogPage(2, [7, 6]), 3: blogPage(3, [1]) }) });
    const user = userEvent.setup();
    renderWithSite(<BlogListPage />, { path: '/blog?page=2', routePath: '/blog' });
    expect(await screen.findByRole('link', { name: 'Article 7' })).toHaveAttribute('href', '/blog/article/7');
    expect(api.requests[0]?.url.search).toBe('?page=2');
    expect(screen.getAllByText(/June 2, 2025/)).toHaveLength(2);
    expect(document.title).toBe('Blog, page 2 | Willowbrook Funeral Home');
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/blog');
    await user.click(within(pages).getByRole('link', { name: /Next page/ }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(api.requests.at(-1)?.url.search).toBe('?page=3');
  });

  it.each(['/blog?page=abc', '/blog?page=0'])('is a 404 for %s', (path) => {
    const api = siteFetch({});
    renderWithSite(
      <Catch>
        <BlogListPage />
      </Catch>,
      { path, routePath: '/blog' },
    );
    expect(screen.getByText(`404 Page not found ${path}`)).toBeInTheDocument();
    expect(api.fetchImpl).not.toHaveBeenCalled();
  });

  it('is a 404 past the last page, and says so when there are no articles at all', async () => {
    siteFetch({ 'GET /api/web/blog': byPage({ 1: blogPage(1, [], 0), 9: blogPage(9, []) }) });
    const { unmount } = renderWithSite(
      <Catch>
        <BlogListPage />
      </Catch>,
      { path: '/blog?page=9', routePath: '/blog' },
    );
    expect(await screen.findByText('404 Page not found /blog?page=9')).toBeInTheDocument();
    unmount();
    renderWithSite(<BlogListPage />, { path: '/blog', routePath: '/blog' });
    expect(await screen.findByText('There are no articles yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });
});

describe('BlogArticlePage', () => {
  const article: BlogArticle = {
    ...summary(3),
    title: 'Writing an obituary',
    content: [{ id: 'p', type: 'paragraph', spans: [{ id: 's', text: 'An obituary is a small portrait of a life.' }] }],
  };

  it('shows the article with its byline, image and content, and a way back to the list', async () => {
    const api = siteFetch({ 'GET /api/web/blog/3': { body: article } });
    renderWithSite(<BlogArticlePage />, { path: '/blog/article/3', routePath: '/blog/article/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing an obituary' })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url.pathname)).toEqual(['/api/web/blog/3']);
    expect(screen.getByText(/By Priya Nair/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A lake' })).toHaveAttribute('height', '800');
    expect(screen.getByText('An obituary is a small portrait of a life.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Writing an obituary | Willowbrook Funeral Home');
  });

  it('is a 404 for a non-numeric id, without asking the API', () => {
    const api = siteFetch({});
    renderWithSite(
      <Catch>
        <BlogArticlePage />
      </Catch>,
      { path: '/blog/article/abc', routePath: '/blog/article/:id' },
    );
    expect(screen.getByText('404 Page not found /blog/article/abc')).toBeInTheDocument();
    expect(api.fetchImpl).not.toHaveBeenCalled();
  });

  it('is a 404 for an unknown article and another error page when the API fails', async () => {
    siteFetch({ 'GET /api/web/blog/5': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } } });
    const { unmount } = renderWithSite(
      <Catch>
        <BlogArticlePage />
      </Catch>,
      { path: '/blog/article/999', routePath: '/blog/article/:id' },
    );
    expect(await screen.findByText('404 Page not found /blog/article/999')).toBeInTheDocument();
    unmount();
    renderWithSite(
      <Catch>
        <BlogArticlePage />
      </Catch>,
      { path: '/blog/article/5', routePath: '/blog/article/:id' },
    );
    // A 5xx is asked once more before it is the page's error.
    expect(await screen.findByText('503 Service Unavailable undefined', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
