import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AiRenderLabel } from './AiRenderLabel';

const generated = {
  aiGenerated: true,
  sourcePhoto: '/media/plans/front.jpg',
  aiModel: 'Upscale image',
};

describe('AiRenderLabel', () => {
  it("labels a generated photo 'AI render', naming its model, with its source where asked", () => {
    render(<AiRenderLabel photo={generated} withSource />);
    expect(screen.getByText('AI render')).toHaveAttribute('title', 'Made with Upscale image');
    expect(screen.getByRole('link', { name: 'Source photo' })).toHaveAttribute(
      'href',
      '/media/plans/front.jpg',
    );
  });

  it('leaves the source link out where there is no room for it', () => {
    render(<AiRenderLabel photo={generated} />);
    expect(screen.getByText('AI render')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing for a photo that was not generated', () => {
    const { container } = render(
      <>
        <AiRenderLabel photo={{ ...generated, aiGenerated: false }} withSource />
        <AiRenderLabel photo={{}} withSource />
        <AiRenderLabel photo={undefined} withSource />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
