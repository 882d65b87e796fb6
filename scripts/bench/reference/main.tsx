// The bench's reference (issue 17): a bare React app with one button, built and measured in the
// same run as the portal, so the portal's paint times are read against it, not against a figure
// from another day on another load.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  // Typing's reference (issue 27): a controlled input, each key a render of the app.
  const [text, setText] = useState('');
  return (
    <main>
      <h1>Referência</h1>
      <input
        aria-label="Texto"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
        }}
      >
        Clicado {count} vezes
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
