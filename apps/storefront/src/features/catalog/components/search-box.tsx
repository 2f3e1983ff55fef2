import { useMatch, useNavigate } from 'react-router';
import { searchPath } from '../../../lib/paths.ts';
import { shellMessages } from '../../../app/messages.ts';

/**
 * The header's search (spec §2 /pesquisar/{query}). Without JavaScript the form posts to
 * /pesquisar?q=…, which redirects to the same place. The header has one in each place it draws
 * one (app/shell.css shows one by width).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const current = useMatch('/pesquisar/:query')?.params.query ?? '';
  const t = shellMessages.search;
  return (
    <form
      role="search"
      action="/pesquisar"
      method="get"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (query) navigate(searchPath(query));
      }}
    >
      {/* Named by aria-label, not a <label for> of an id: the header has two of these. */}
      <input
        key={current}
        aria-label={t.label}
        name="q"
        type="search"
        required
        maxLength={200}
        defaultValue={current}
        placeholder={t.placeholder}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-box__submit">
        {t.submit}
      </button>
    </form>
  );
}
