// A CMS text with '{email}' in it. Only the address may wrap anywhere (it has no other place to break on a
// narrow screen at large text); the words around it wrap between words, as every other text does.

export function WithEmail({ template, email }: { template: string; email: string }) {
  const parts = template.split('{email}');
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? <span className="[overflow-wrap:anywhere]">{email}</span> : null}
        </span>
      ))}
    </>
  );
}
