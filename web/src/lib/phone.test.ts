import { describe, expect, it } from 'vitest';
import { linkPhoneNumbers, telHref } from './phone';

const phones = ['(201) 555-0142', '(201) 555-0168'];

describe('telHref', () => {
  it('gives the number in international form', () => {
    expect(telHref('(201) 555-0142')).toBe('tel:+12015550142');
  });
});

describe('linkPhoneNumbers', () => {
  it('makes each clinic phone in the text a tel: link', () => {
    expect(linkPhoneNumbers('<p>Call (201) 555-0142 or (201) 555-0168 today.</p>', phones)).toBe(
      '<p>Call <a href="tel:+12015550142">(201) 555-0142</a> or ' +
        '<a href="tel:+12015550168">(201) 555-0168</a> today.</p>',
    );
  });

  it('leaves a phone that is already a link, or inside one, as it is', () => {
    const html =
      '<p><a href="tel:+12015550142">(201) 555-0142</a> and ' +
      '<a href="/contact-us">call <strong>(201) 555-0168</strong></a></p>';
    expect(linkPhoneNumbers(html, phones)).toBe(html);
  });

  it('never writes into a tag or an attribute', () => {
    const html = '<p title="a > b (201) 555-0142"><img alt="(201) 555-0142"></p>';
    expect(linkPhoneNumbers(html, phones)).toBe(html);
  });

  it('leaves other numbers, such as the fax, alone', () => {
    const html = '<ul><li>Phone: (201) 555-0142</li><li>Fax: (201) 555-0177</li></ul>';
    expect(linkPhoneNumbers(html, phones)).toBe(
      '<ul><li>Phone: <a href="tel:+12015550142">(201) 555-0142</a></li>' +
        '<li>Fax: (201) 555-0177</li></ul>',
    );
  });

  it('gives back what it was given when there is nothing to link', () => {
    expect(linkPhoneNumbers('', phones)).toBe('');
    expect(linkPhoneNumbers('<p>(201) 555-0142</p>', [])).toBe('<p>(201) 555-0142</p>');
  });
});
