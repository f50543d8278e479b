import { Suspense } from 'react';
import { QueryClient, QueryClientProvider, queryOptions, skipToken } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { usePageData, usePageQuery } from './page-query';

// A read factory is queryOptions({ queryKey, queryFn }) (ADR 121): the page hooks take it as it is, and a read
// that has no call of its own is refused where it is made, not shown as a page that never loads.
const greeting = (name: string) => queryOptions({ queryKey: ['greeting', name], queryFn: async () => `Hello, ${name}` });

function withClient(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback="Loading">{children}</Suspense>
    </QueryClientProvider>,
  );
}

function DataPage() {
  return <p>{usePageData(greeting('Ada'))}</p>;
}

function QueryPage() {
  return <p>{usePageQuery(greeting('Grace')) ?? 'Waiting'}</p>;
}

describe('a page reads through queryOptions', () => {
  it('usePageData and usePageQuery take a queryOptions read as it is', async () => {
    withClient(
      <>
        <DataPage />
        <QueryPage />
      </>,
    );
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
  });

  it('refuses a read without a call of its own (skipToken), naming its key', () => {
    function NoCall() {
      usePageData(queryOptions({ queryKey: ['nothing'], queryFn: skipToken }));
      return null;
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => withClient(<NoCall />)).toThrow('A page\'s read needs a queryFn (key ["nothing"]).');
    quiet.mockRestore();
  });
});
