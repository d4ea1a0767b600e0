import { describe, expect, it } from 'vitest';
import { ARTICLES, articleBySlug } from './articles';
import {
  upcomingWebinarDate,
  webinarDate,
  webinarRegistrationMessage,
  WEBINARS,
} from './resources';

describe('webinar dates', () => {
  it('are second Thursdays of months after today, never in the past', () => {
    for (const today of [
      new Date(2025, 1, 13), // the day after the old, hard-coded "Próximo" date
      new Date(2026, 10, 25),
      new Date(2026, 11, 31),
    ]) {
      WEBINARS.forEach((_webinar, index) => {
        const date = webinarDate(today, index);
        expect(date.getTime()).toBeGreaterThan(today.getTime());
        expect(date.getDay()).toBe(4);
        expect(date.getDate()).toBeGreaterThanOrEqual(8);
        expect(date.getDate()).toBeLessThanOrEqual(14);
      });
    }
  });

  it('computes the second Thursday', () => {
    // December 2026 starts on a Tuesday: Thursdays 3 and 10.
    expect(upcomingWebinarDate(new Date(2026, 10, 25), 1)).toEqual(new Date(2026, 11, 10));
  });

  it('pre-fills a registration message only for a known session', () => {
    const message = webinarRegistrationMessage(WEBINARS[0]!.slug, new Date(2026, 10, 25), (d) =>
      d.toISOString().slice(0, 10),
    );
    expect(message).toContain(WEBINARS[0]!.title);
    expect(webinarRegistrationMessage('no-existe', new Date(), String)).toBeNull();
  });
});

describe('articles', () => {
  it('have unique slugs, text and sources', () => {
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
    for (const article of ARTICLES) {
      expect(articleBySlug(article.slug)).toBe(article);
      expect(article.sections.length).toBeGreaterThan(0);
      expect(article.sources.length).toBeGreaterThan(0);
    }
  });
});
