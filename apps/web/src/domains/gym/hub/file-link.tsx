import { Anchor } from '@mantine/core';

/** A stored file of a row: a link that opens it, or nothing. */
export function FileLink({ url, label }: { url: string; label: string }) {
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener">
      {label}
    </Anchor>
  );
}
