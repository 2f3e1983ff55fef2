/** What an app server prints about the API it stands in front of (pt-BR, for the terminal). */
export type Announcement = {
  /** Printed once, when the first probe finds the API not answering yet. */
  waiting: string;
  /** Printed when the API answers: the store URLs. */
  ready: string[];
  /** Printed if it never answered: the pages fail until it does. */
  gaveUp: string;
};

type Options = {
  tries?: number;
  everyMs?: number;
  log?: (line: string) => void;
  error?: (line: string) => void;
};

/**
 * On a first `pnpm start` the API is still migrating and seeding while the app servers are
 * already listening: probe it once a second (3 minutes at most), say that we are waiting, and
 * print the stores' URLs once it answers. Resolves whether it answered.
 */
export async function announceWhenApiIsUp(
  apiUrl: string,
  text: Announcement,
  { tries = 180, everyMs = 1000, log = console.log, error = console.error }: Options = {},
): Promise<boolean> {
  const probe = `${apiUrl}/stores/by-host?host=localhost`;
  for (let tried = 0; tried < tries; tried += 1) {
    const up = await fetch(probe).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      for (const line of text.ready) log(line);
      return true;
    }
    if (tried === 0) log(text.waiting);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  error(text.gaveUp);
  return false;
}
