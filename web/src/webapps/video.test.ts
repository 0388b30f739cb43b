import { describe, expect, it } from 'vitest';
import { playerFor } from './video';

describe('replay players', () => {
  it('embeds YouTube and Vimeo through their privacy-enhanced players', () => {
    const youtube = { type: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(playerFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(youtube);
    expect(playerFor('https://youtu.be/dQw4w9WgXcQ')).toEqual(youtube);
    expect(playerFor('https://m.youtube.com/embed/dQw4w9WgXcQ')).toEqual(youtube);
    expect(playerFor('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(youtube);
    expect(playerFor('https://vimeo.com/76979871')).toEqual({ type: 'embed', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(playerFor('https://player.vimeo.com/video/76979871')).toEqual({
      type: 'embed',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('plays mp4 and webm files in a video element, links anything else', () => {
    expect(playerFor('https://cdn.example.com/replay/keynote.MP4')).toEqual({
      type: 'video',
      src: 'https://cdn.example.com/replay/keynote.MP4',
    });
    expect(playerFor('https://cdn.example.com/a.webm?sig=1')).toEqual({ type: 'video', src: 'https://cdn.example.com/a.webm?sig=1' });
    expect(playerFor('http://cdn.example.com/a.mp4')).toEqual({ type: 'link', href: 'http://cdn.example.com/a.mp4' });
    expect(playerFor('https://www.youtube.com/watch?v=<script>')).toEqual({
      type: 'link',
      href: 'https://www.youtube.com/watch?v=%3Cscript%3E',
    });
    expect(playerFor('https://example.com/talk')).toEqual({ type: 'link', href: 'https://example.com/talk' });
    expect(playerFor('javascript:alert(1)')).toBeUndefined();
    // Only addresses written with their scheme, without hidden characters or credentials (shared/links.ts).
    expect(playerFor('java\tscript:alert(1)')).toBeUndefined();
    expect(playerFor('https://exa\u200bmple.com/talk')).toBeUndefined();
    expect(playerFor('https://user:pw@example.com/talk')).toBeUndefined();
    expect(playerFor('Acme.com')).toBeUndefined();
    expect(playerFor('Une bio')).toBeUndefined();
  });
});
