import { wordsOf } from './normalize';
import type { HelpTopic } from './topics';

/** Shortest keyword stem compared, so 'clientes' and 'cliente' meet but 'de' matches nothing. */
const MIN_STEM = 3;

function sameStem(word: string, keyword: string): boolean {
  if (word.length < MIN_STEM || keyword.length < MIN_STEM) return word === keyword;
  // A longer word may carry an ending ('clientes'); a shortened one must still be a real stem.
  return word.startsWith(keyword) || (word.length >= 5 && keyword.startsWith(word));
}

/**
 * Keyword matching when the model cannot load (specs §9): the query's words are read in order
 * and the first word that is a topic keyword decides the topic, so "¿Cómo creo un cliente?"
 * gives the client topic and a question naming two topics answers the one named first.
 */
export function matchTopicByKeyword(query: string, topics: readonly HelpTopic[]): HelpTopic | null {
  for (const word of wordsOf(query)) {
    const topic = topics.find((candidate) =>
      candidate.keywords.some((keyword) => sameStem(word, keyword)),
    );
    if (topic) return topic;
  }
  return null;
}
