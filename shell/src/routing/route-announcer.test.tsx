import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteAnnouncer, whenHeadingShown } from './route-announcer';

// Two pages: their headings are different elements, as two remotes' pages are.
const Home = () => <h1>Home</h1>;
const Obituaries = () => (
  <section>
    <h1>Obituaries</h1>
  </section>
);

function Shell() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/obituaries">Obituaries</Link>
        <Link to="/plan-now">Plan</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/obituaries" element={<Obituaries />} />
          <Route path="/plan-now" element={<SelfFocusing />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>
  );
}

function SelfFocusing() {
  return (
    <>
      <h1>Plan ahead</h1>
      <input aria-label="First name" autoFocus />
    </>
  );
}

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('RouteAnnouncer', () => {
  it('says nothing and moves nothing on the first load', async () => {
    render(<Shell />);
    await frame();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new heading and announces it after an in-app navigation', async () => {
    render(<Shell />);
    await userEvent.click(screen.getByRole('link', { name: 'Obituaries' }));
    await frame();
    const heading = screen.getByRole('heading', { name: 'Obituaries' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent('Obituaries');
  });

  it('leaves focus where the page put it', async () => {
    render(<Shell />);
    await userEvent.click(screen.getByRole('link', { name: 'Plan' }));
    await frame();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Plan ahead');
  });
});

// The shop's pages under one obituary share its heading, as the checkout and its thanks page do.
function ShopShell() {
  return (
    <MemoryRouter initialEntries={['/obituaries/1/shop/checkout']}>
      <main id="main">
        <h1>Eleanor Hart</h1>
        <Routes>
          <Route path="/obituaries/1/shop/checkout" element={<Link to="/obituaries/1/shop/order/7/thanks">Pay</Link>} />
          <Route path="/obituaries/1/shop/order/7/thanks" element={<Link to="/obituaries/1/shop/order/7/thanks?receipt=1#total">Receipt</Link>} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>
  );
}

describe('a new page starts at its top (issue 43.2)', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo');
  });
  afterEach(() => scrollTo.mockRestore());

  it('scrolls to the top on a new pathname, even under the same heading, and not on the first load', async () => {
    render(<ShopShell />);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll alone for the same pathname, a #fragment, and back or forward', async () => {
    render(<ShopShell />);
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Receipt' }));
    expect(scrollTo).not.toHaveBeenCalled();
    render(<Shell />);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await userEvent.click(screen.getAllByRole('link', { name: 'Obituaries' })[0]!);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('whenHeadingShown', () => {
  it('takes the heading of the page being left only after a while (tabs of one page share their heading)', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main id="main"><h1>Eleanor</h1></main>';
    const heading = document.querySelector('h1') as HTMLElement;
    const seen = jest.fn();
    whenHeadingShown(heading, seen);
    jest.advanceTimersByTime(100);
    expect(seen).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1500);
    expect(seen).toHaveBeenCalledWith(heading);
    jest.useRealTimers();
  });
});
