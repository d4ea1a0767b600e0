import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// The demo dialog's form code is fetched the first time "Demo gratuita" is pressed.
const DemoRequestDialog = lazy(async () => ({
  default: (await import('@/features/marketing/components/demo-request-dialog')).DemoRequestDialog,
}));

/** The public site and /auth, rendered inside the public layout (header and footer). */
export const publicRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { PublicLayout } = await import('@/components/layout/public-layout');
      return { Component: () => <PublicLayout DemoDialog={DemoRequestDialog} /> };
    },
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/home-page')).HomePage,
        }),
      },
      {
        path: paths.contacto.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/contact-page')).ContactPage,
        }),
      },
      {
        path: paths.pricing.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/pricing-page')).PricingPage,
        }),
      },
      {
        path: paths.recursos.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/resources-page')).ResourcesPage,
        }),
      },
      {
        path: paths.recurso.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/article-page')).ArticlePage,
        }),
      },
      // The header links the English spellings (specs §2); one page answers both.
      { path: paths.resources.path, element: <Navigate to={paths.recursos.getHref()} replace /> },
      {
        path: paths.testimonios.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/testimonials-page'))
            .TestimonialsPage,
        }),
      },
      {
        path: paths.testimonials.path,
        element: <Navigate to={paths.testimonios.getHref()} replace />,
      },
      {
        path: paths.legal.privacidad.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/privacy-page')).PrivacyPage,
        }),
      },
      {
        path: paths.legal.cookies.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/cookies-page')).CookiesPage,
        }),
      },
      {
        path: paths.auth.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/auth-page')).AuthPage,
        }),
      },
      {
        path: paths.authVerificacion.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/mfa-enrolment-page')).MfaEnrolmentPage,
        }),
      },
      // Any other path: the 404, inside the site's header and footer so the visitor can go on.
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];
