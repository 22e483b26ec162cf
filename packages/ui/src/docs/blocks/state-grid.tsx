import { Canvas, DocsContext, type Of, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';

export interface StateGridProps {
  /** A screen's stories file (`import * as X from '...stories.tsx'`): every story in it is shown. */
  of: Of;
  /** Height of each state's frame. */
  height?: string;
}

/**
 * Every state of one screen side by side, each in its own frame: the stories' MSW handlers differ,
 * and a frame per story keeps them from answering each other's requests. New stories appear here
 * without touching this page.
 */
export function StateGrid({ of, height = '480px' }: StateGridProps) {
  const { csfFile } = useOf(of, ['meta']);
  const stories = useContext(DocsContext).componentStoriesFromCSFFile(csfFile);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
      {stories.map((story) => (
        <section key={story.id} aria-label={story.name}>
          <h4 style={{ margin: '0 0 4px' }}>{story.name}</h4>
          <Canvas of={story.moduleExport} story={{ inline: false, height }} sourceState="none" />
        </section>
      ))}
    </div>
  );
}
