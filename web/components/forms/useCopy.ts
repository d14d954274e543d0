// Copying a one-time secret (an API token, a calendar link) from its read-only field: to the
// clipboard when the browser allows, else the field is selected for copying by hand.
import { useRef, useState } from 'react';

export function useCopy() {
  const ref = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async (text: string | null) => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission).
      ref.current?.select();
    }
  };
  return { ref, copied, setCopied, copy };
}
