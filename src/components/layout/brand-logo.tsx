import { ScaleIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';

export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <ScaleIcon aria-hidden="true" className="size-5" />
      </span>
      {APP_NAME}
    </Link>
  );
}
