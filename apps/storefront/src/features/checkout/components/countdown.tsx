import { formatTime } from '@vitrine/domain/dates';
import { useEffect, useState } from 'react';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.pix;

function remaining(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The pix code's time left, ticking each second, and its deadline in Brasília time (the same
 * text on the server and in the browser; the ticking starts once the page runs, in a box of
 * fixed width so nothing moves). A timer is not read aloud at each tick (role="timer").
 */
export function Countdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const over = now !== null && now >= deadline;
  useEffect(() => {
    if (over) onExpired();
  }, [over, onExpired]);
  return (
    <div className="countdown">
      <p className="countdown__left">
        {t.expiresIn}{' '}
        <span role="timer" className="countdown__time">
          {now === null ? '--:--' : remaining(deadline, now)}
        </span>
      </p>
      <p className="countdown__deadline">{t.expiresAt(formatTime(deadline))}</p>
    </div>
  );
}
