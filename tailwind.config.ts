import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * Semantic colour tokens (shadcn/ui names), one value per theme. Components use only these names
 * (`bg-primary`, `text-muted-foreground`, ...), so a theme is changed here and nowhere else.
 * Every foreground/background pair keeps WCAG AA text contrast (4.5:1) in both themes; `input`
 * keeps 3:1 against the page so form fields stay visible.
 */
const light = {
  background: '#ffffff',
  foreground: '#0f172a',
  card: '#ffffff',
  'card-foreground': '#0f172a',
  popover: '#ffffff',
  'popover-foreground': '#0f172a',
  primary: '#1e2f6e',
  'primary-foreground': '#ffffff',
  secondary: '#e9edf7',
  'secondary-foreground': '#1e2f6e',
  muted: '#f1f4f9',
  'muted-foreground': '#4b5568',
  accent: '#e9edf7',
  'accent-foreground': '#1e2f6e',
  destructive: '#b42318',
  'destructive-foreground': '#ffffff',
  border: '#dde3ee',
  input: '#7c879b',
  ring: '#4257b2',
  sidebar: '#f6f8fc',
  'sidebar-foreground': '#0f172a',
  'sidebar-primary': '#1e2f6e',
  'sidebar-primary-foreground': '#ffffff',
  'sidebar-accent': '#e9edf7',
  'sidebar-accent-foreground': '#1e2f6e',
  'sidebar-border': '#dde3ee',
  'sidebar-ring': '#4257b2',
} as const;

const dark: Record<keyof typeof light, string> = {
  background: '#0b1221',
  foreground: '#e6eaf2',
  card: '#111a2e',
  'card-foreground': '#e6eaf2',
  popover: '#111a2e',
  'popover-foreground': '#e6eaf2',
  primary: '#b4c0f5',
  'primary-foreground': '#0f1836',
  secondary: '#1c2740',
  'secondary-foreground': '#e6eaf2',
  muted: '#1c2740',
  'muted-foreground': '#9aa7bf',
  accent: '#1f2b47',
  'accent-foreground': '#e6eaf2',
  // A light red with dark text: white on a saturated red falls under 4.5:1 on dark surfaces.
  destructive: '#f58a80',
  'destructive-foreground': '#2a0906',
  border: '#27324a',
  input: '#6b7894',
  ring: '#8c9ce8',
  sidebar: '#0e1627',
  'sidebar-foreground': '#e6eaf2',
  'sidebar-primary': '#b4c0f5',
  'sidebar-primary-foreground': '#0f1836',
  'sidebar-accent': '#1f2b47',
  'sidebar-accent-foreground': '#e6eaf2',
  'sidebar-border': '#27324a',
  'sidebar-ring': '#8c9ce8',
};

type TokenName = keyof typeof light;
const tokenNames = Object.keys(light) as TokenName[];

function cssVariables(tokens: Record<TokenName, string>): Record<string, string> {
  return Object.fromEntries(tokenNames.map((name) => [`--${name}`, tokens[name]]));
}

export default {
  darkMode: 'class',
  theme: {
    extend: {
      colors: Object.fromEntries(tokenNames.map((name) => [name, `var(--${name})`])),
      borderRadius: {
        sm: 'calc(var(--radius) - 4px)',
        md: 'calc(var(--radius) - 2px)',
        lg: 'var(--radius)',
        xl: 'calc(var(--radius) + 4px)',
      },
      spacing: {
        // The public header is 80 px tall; anchors scroll below it with `scroll-mt-header`.
        header: '5rem',
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' } },
        'zoom-in': { from: { opacity: '0', transform: 'scale(0.96)' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'zoom-in': 'zoom-in 150ms ease-out',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...cssVariables(light), '--radius': '0.5rem', 'color-scheme': 'light' },
        '.dark': { ...cssVariables(dark), 'color-scheme': 'dark' },
      });
    }),
  ],
} satisfies Config;
