// The shape of a legal document (privacy policy, cookie policy, terms of service): long-form content
// written as TSX modules, one per document and language (web/features/site/policies/<doc>.<lang>.tsx),
// each loaded only when it is read. The page adds the title, effective date and table of contents.
import type { ReactNode } from 'react';

export interface PolicySection {
  /** The fragment id (#id) of the section; the same in both languages, so links survive a switch. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface PolicyDocument {
  /** A short summary shown above the contents. */
  summary: ReactNode;
  sections: PolicySection[];
}

export type PolicyKind = 'privacy' | 'cookies' | 'terms';
