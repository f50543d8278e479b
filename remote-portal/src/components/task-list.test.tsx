import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@keepsake/shared/theme';
import { TASKS } from '../testing/portal-fixtures';
import { TaskList } from './task-list';

describe('TaskList', () => {
  it('lists each task with its title link, what it is, who has it and its status in words', () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <TaskList tasks={TASKS} casePath="/family-portal/7/rosa" myId="u-elena" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Add details' })).toHaveAttribute('href', '/family-portal/7/rosa/add-details');
    expect(first.getByText('In progress')).toBeInTheDocument();
    expect(first.getByText('Assigned to Jordan Morales')).toBeInTheDocument();
    const photos = items.find((item) => within(item).queryByRole('link', { name: 'Share photos' }))!;
    expect(within(photos).getByText('Assigned to Jordan Morales and you')).toBeInTheDocument();
    const music = items.find((item) => within(item).queryByRole('link', { name: 'Choose music' }))!;
    expect(within(music).getByText('No one has this yet')).toBeInTheDocument();
    expect(within(music).getByText('Not started')).toBeInTheDocument();
  });
});
