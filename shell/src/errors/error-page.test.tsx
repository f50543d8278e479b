import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@keepsake/shared/theme';
import { PageError } from '@keepsake/shared/page-error';
import { ErrorPage } from './error-page';

function renderPage(error: unknown) {
  const onHome = jest.fn();
  const onSearch = jest.fn();
  render(
    <ThemeProvider>
      <ErrorPage error={error} onHome={onHome} onSearch={onSearch} />
    </ThemeProvider>,
  );
  return { onHome, onSearch };
}

describe('ErrorPage', () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => consoleError.mockRestore());

  it('shows the 404 texts, the unknown path, and marks the page noindex', () => {
    renderPage(new PageError(404, 'Page not found', '/gone'));
    expect(screen.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeInTheDocument();
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for might have been removed, or it could be an old link.")).toBeInTheDocument();
    expect(screen.getByText('/gone')).toBeInTheDocument();
    expect(document.title).toBe('404 - Page Not Found');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps the one noindex of a page the server answered with an error, and takes it away with the error page', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex" data-page-head>';
    const { unmount } = render(
      <ThemeProvider>
        <ErrorPage error={new PageError(404, 'Page not found', '/gone')} onHome={jest.fn()} onSearch={jest.fn()} />
      </ThemeProvider>,
    );
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    unmount();
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });

  it('titles other errors with status and label', () => {
    renderPage({ status: 502, label: 'Bad Gateway' });
    expect(screen.getByRole('heading', { level: 1, name: '502 - Bad Gateway' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for is temporarily unavailable. Please try again later.")).toBeInTheDocument();
  });

  it('titles an error without a label "{status code} - Error"', () => {
    renderPage({ status: 500 });
    expect(screen.getByRole('heading', { level: 1, name: '500 - Error' })).toBeInTheDocument();
  });

  it('has the two buttons of SPEC §2', async () => {
    const { onHome, onSearch } = renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'There was an error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search for a loved one' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a bot, and logs the error', () => {
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Googlebot/2.1');
    const { container } = render(<ErrorPage error={new PageError(404)} onHome={() => {}} onSearch={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledWith('[keepsake] page error', expect.any(PageError));
    agent.mockRestore();
  });
});
