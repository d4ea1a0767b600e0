import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { searchHref } from '../search-href';

/** The top bar's search box: Enter opens the search screen with the query. */
export function TopBarSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(query));
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-sm">
      <label htmlFor="app-search" className="sr-only">
        Buscar clientes, expedientes y documentos
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="app-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar..."
        className="pl-8"
        autoComplete="off"
      />
    </form>
  );
}
