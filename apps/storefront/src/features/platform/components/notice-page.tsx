import type { Notice } from '../notices.ts';

/** A notice of the platform's (terms, privacy): a title, its opening, its sections. */
export function NoticePage({ notice }: { notice: Notice }) {
  return (
    <article className="platform-notice" aria-labelledby="platform-notice-title">
      <h1 id="platform-notice-title">{notice.title}</h1>
      <p>{notice.intro}</p>
      {notice.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
