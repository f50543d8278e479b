import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDropServerHeadOnNavigation } from './drop-server-head';

function Site() {
  useDropServerHeadOnNavigation();
  return (
    <Routes>
      <Route path="/obituaries/7" element={<Link to="/obituaries">All obituaries</Link>} />
      <Route path="/obituaries" element={<h1>Obituaries</h1>} />
    </Routes>
  );
}

it("keeps the served page's canonical link and preview tags until the first in-app navigation, then drops them", async () => {
  document.head.innerHTML =
    '<title>Eleanor</title><meta name="description" content="Eleanor"><link rel="canonical" href="/obituaries/7" data-page-head><meta property="og:title" content="Eleanor" data-page-head>';
  render(
    <MemoryRouter initialEntries={['/obituaries/7']}>
      <Site />
    </MemoryRouter>,
  );
  expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(2);
  await userEvent.click(screen.getByRole('link', { name: 'All obituaries' }));
  await screen.findByRole('heading', { name: 'Obituaries' });
  expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0);
  expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
});
