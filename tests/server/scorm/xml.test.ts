import { describe, expect, it } from 'vitest';
import { attribute, childNamed, parseXml, XmlError } from '../../../server/scorm/xml';

describe('parseXml', () => {
  it('reads elements, prefixed names, attributes, entities, CDATA and comments', () => {
    const root = parseXml(`\ufeff<?xml version="1.0"?>
      <!-- a comment -->
      <manifest xmlns:adlcp="urn:x" xml:base="a/"><item adlcp:scormType='sco' title="A &amp; B &#x41;"><![CDATA[<raw> & text]]></item><adlcp:masteryscore>80</adlcp:masteryscore></manifest>`);
    expect(root.local).toBe('manifest');
    expect(attribute(root, 'base')).toBe('a/');
    const item = childNamed(root, 'item');
    expect(item && attribute(item, 'scormtype')).toBe('sco');
    expect(item && attribute(item, 'title')).toBe('A & B A');
    expect(item?.text).toBe('<raw> & text');
    expect(childNamed(root, 'masteryscore')?.text).toBe('80');
  });

  it('skips a DOCTYPE without expanding its entities', () => {
    const source = `<!DOCTYPE m [<!ENTITY lol "lol"><!ENTITY xxe SYSTEM "file:///etc/passwd">]><m>&xxe;</m>`;
    expect(() => parseXml(source)).toThrow(XmlError);
    expect(() => parseXml(source)).toThrow(/Unknown entity &xxe;/);
  });

  it.each([
    ['<a><b></a>', /does not match/],
    ['<a>', /not closed/],
    ['<a></a><b/>', /second root/],
    ['<a x=1/>', /not quoted/],
    ['<a x="1" x="2"/>', /Duplicate attribute/],
    ['<?xml version="1.0"?>', /no root element/],
  ])('refuses malformed XML %s', (source, message) => {
    expect(() => parseXml(source)).toThrow(message);
  });
});
