/**
 * Security headers (@fastify/helmet). The Content-Security-Policy allows only what the SPA served
 * from this same origin needs: its own scripts, styles, images (and data: images), and API calls
 * to itself; no framing. HSTS and upgrade-insecure-requests only when served over https (on a LAN
 * over plain http they would break the phones' access).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Swagger UI (at /api/docs) and React style attributes need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    // Cross-origin isolation headers that a plain-http LAN origin cannot honour anyway.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' } : false,
    originAgentCluster: https,
    referrerPolicy: { policy: 'no-referrer' },
    // Same as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
}

export default fp(securityPlugin, { name: 'temps-mort-security', dependencies: ['temps-mort-context'] });
