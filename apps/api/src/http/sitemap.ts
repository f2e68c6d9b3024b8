import { ETA_ELIGIBLE_COUNTRIES } from '@eta/domain';

const PUBLIC_PATHS = ['/', '/learn', '/visa-checker', '/apply', '/portal', '/portal/recover', '/contact', '/privacy', '/terms'];

export function sitemapXml(origin: string): string {
  const paths = [...PUBLIC_PATHS, ...ETA_ELIGIBLE_COUNTRIES.map((c) => `/eta/${c.slug}`)];
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /staff', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /trpc/', 'Disallow: /portal/open', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
