import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapAnswer } from './MapAnswer';
import type { VisitQuestion } from '../api/siteVisitsApi';

// The map and the geometry worker do not run in jsdom: the map stands in as a button that taps
// a fixed place outside the lot, and the worker's check answers as the geometry crate does.
vi.mock('../map/VisitMap', () => ({
  default: ({ onTap, label }: { onTap: (at: [number, number]) => void; label: string }) => (
    <button type="button" onClick={() => onTap([-97.745, 30.27118])}>
      {label}
    </button>
  ),
}));
const checkMapAnswer = vi.fn((shape: string, title: string): Promise<string[]> =>
  Promise.resolve([
    shape === 'line' ? `${title} does not reach a lot line.` : `${title} is outside the lot.`,
  ]),
);
vi.mock('../../../geometry/geometryClient', () => ({
  checkMapAnswer: (...args: Parameters<typeof checkMapAnswer>) => checkMapAnswer(...args),
}));

const lot: [number, number][] = [
  [-97.744, 30.271],
  [-97.7437, 30.271],
  [-97.7437, 30.27136],
  [-97.744, 30.27136],
];

function question(mapType: string, title: string): VisitQuestion {
  return {
    id: `q.${mapType}`,
    title,
    type: 'map',
    required: false,
    mapType,
    warnings: [],
    helpImages: [],
  } as unknown as VisitQuestion;
}

/** The question not answered yet, on the lot; the answers it saves go to the returned mock. */
function renderUnanswered(unanswered: VisitQuestion) {
  const onAnswer = vi.fn();
  render(
    <MapAnswer question={unanswered} value={null} lot={lot} center={null} onAnswer={onAnswer} />,
  );
  return onAnswer;
}

describe('a map answer', () => {
  it('places a point with one tap and saves it at once', async () => {
    const onAnswer = renderUnanswered(question('single', 'Water meter location'));
    expect(screen.getByText('Not placed yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place on the map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Map for Water meter location' }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'Point', coordinates: [-97.745, 30.27118] });
  });

  it('draws a line tap by tap, warns while it is drawn, and saves it with Save', async () => {
    const onAnswer = renderUnanswered(question('line', 'Driveway'));
    fireEvent.click(screen.getByRole('button', { name: 'Place on the map' }));
    const map = await screen.findByRole('button', { name: 'Map for Driveway' });
    const save = screen.getByRole('button', { name: 'Save driveway' });
    fireEvent.click(map);
    expect(screen.getByText('A line through 1 point (not saved yet).')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.click(map);
    expect(await screen.findByText('Driveway does not reach a lot line.')).toBeInTheDocument();
    expect(checkMapAnswer).toHaveBeenLastCalledWith('line', 'Driveway', expect.any(Array), lot);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(save);
    expect(onAnswer).toHaveBeenCalledWith({
      type: 'LineString',
      coordinates: [
        [-97.745, 30.27118],
        [-97.745, 30.27118],
      ],
    });
  });
});
