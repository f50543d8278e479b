import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@keepsake/shared/theme';
import { PlanSummary } from './plan-summary';

// Issue 36 §5: the thank-you page ran the children together ("June CallowayPeter Calloway").
describe('the plan’s summary on the thank-you page', () => {
  it('shows an answer of several lines one line each, as the visitor typed them', () => {
    render(
      <ThemeProvider>
        <PlanSummary
          reference="PLN-1"
          summary={[{ label: 'Family', answers: [{ question: 'Children', answer: 'June Calloway\nPeter Calloway\nRuth Calloway' }] }]}
        />
      </ThemeProvider>,
    );
    const answer = screen.getByText('Children').nextElementSibling!;
    expect(answer.tagName).toBe('DD');
    expect(answer.innerHTML).toBe('June Calloway<br>Peter Calloway<br>Ruth Calloway');
  });
});
