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
