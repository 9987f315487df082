export { buildMatcher, foldChar, foldWord, type Matcher } from './automaton';
export { textFilter } from './text-filter';
