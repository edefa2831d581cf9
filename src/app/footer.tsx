import { NavLink } from './nav-link.tsx';
import { site } from './site-data.ts';

export function Footer() {
  const { footer } = site;
  return (
    <footer className="footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <NavLink item={item} className="footer-link" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer-copyright">
        Released under the MIT License. Copyright © {site.copyrightYear}{' '}
        <a href={footer.copyright.href} target="_blank" rel="noopener noreferrer">
          {footer.copyright.holder}
        </a>
        .
      </p>
    </footer>
  );
}
