// The home page's picture: our restaurant by the road, a coach parked in front, the coffee sign.
// Drawn in SVG (no photographs are bundled), in the site's colours; decorative, so hidden from
// assistive technology.
export function HomeScene() {
  return (
    <svg className="home-scene" viewBox="0 0 560 420" width="560" height="420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe9cf" />
          <stop offset="1" stopColor="#fdf6ec" />
        </linearGradient>
        <linearGradient id="home-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#f0b454" />
        </linearGradient>
        <clipPath id="home-frame"><rect x="0" y="0" width="560" height="420" rx="28" /></clipPath>
      </defs>
      <g clipPath="url(#home-frame)">
        <rect width="560" height="420" fill="url(#home-sky)" />
        <circle cx="448" cy="92" r="46" fill="#f3c66f" opacity="0.9" />
        <circle cx="448" cy="92" r="70" fill="#f3c66f" opacity="0.18" />
        <path d="M0 228 C 70 180 140 170 210 196 S 350 160 420 178 S 520 200 560 186 V420 H0z" fill="#d9c4a0" />
        <path d="M0 262 C 90 222 170 226 250 246 S 420 214 560 238 V420 H0z" fill="#b9a27c" opacity="0.55" />
        <g>
          <rect x="58" y="236" width="6" height="34" fill="#6b4a2f" />
          <circle cx="61" cy="226" r="24" fill="#7f8f5c" />
          <circle cx="48" cy="238" r="16" fill="#72814f" />
          <rect x="96" y="246" width="5" height="26" fill="#6b4a2f" />
          <circle cx="98.5" cy="238" r="17" fill="#8c9c67" />
        </g>
        <g>
          <rect x="352" y="118" width="18" height="40" fill="#6e2315" />
          <path d="M361 110 c -10 -8 8 -14 -2 -24 M372 100 c -8 -7 7 -12 -1 -20" stroke="#c9b79f" strokeWidth="4" fill="none" strokeLinecap="round" />
          <rect x="178" y="176" width="250" height="118" fill="#fffaf2" />
          <rect x="178" y="176" width="250" height="118" fill="none" stroke="#e4d3bc" strokeWidth="2" />
          <path d="M160 184 L303 104 L446 184 Z" fill="#8a2f1d" />
          <path d="M160 184 L303 104 L446 184" fill="none" stroke="#6e2315" strokeWidth="6" strokeLinejoin="round" />
          <circle cx="303" cy="152" r="13" fill="url(#home-glow)" stroke="#6e2315" strokeWidth="3" />
          <rect x="238" y="188" width="130" height="26" rx="6" fill="#2a211c" />
          <g fill="#e0a94a">
            <circle cx="258" cy="201" r="5" />
            <rect x="270" y="198" width="82" height="6" rx="3" />
          </g>
          <g stroke="#6e2315" strokeWidth="3">
            <rect x="196" y="226" width="40" height="36" rx="4" fill="url(#home-glow)" />
            <rect x="370" y="226" width="40" height="36" rx="4" fill="url(#home-glow)" />
          </g>
          <path d="M216 226 v36 M196 244 h40 M390 226 v36 M370 244 h40" stroke="#6e2315" strokeWidth="2" />
          <rect x="192" y="262" width="48" height="7" rx="2" fill="#6e2315" />
          <rect x="366" y="262" width="48" height="7" rx="2" fill="#6e2315" />
          <g fill="#d9573b"><circle cx="200" cy="260" r="3.5" /><circle cx="212" cy="259" r="3.5" /><circle cx="224" cy="260" r="3.5" /><circle cx="234" cy="259" r="3.5" /><circle cx="374" cy="260" r="3.5" /><circle cx="386" cy="259" r="3.5" /><circle cx="398" cy="260" r="3.5" /><circle cx="408" cy="259" r="3.5" /></g>
          <rect x="276" y="236" width="54" height="58" rx="3" fill="#6e2315" />
          <rect x="282" y="242" width="42" height="52" fill="url(#home-glow)" opacity="0.85" />
          <path d="M258 222 h90 l8 20 h-106z" fill="#fffaf2" />
          <path d="M258 222 h18 l-4 20 h-22z M294 222 h18 l0 20 h-18z M330 222 h18 l8 20 h-22z" fill="#8a2f1d" />
          <path d="M250 242 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0 q 7 8 14 0" fill="#fffaf2" stroke="#8a2f1d" strokeWidth="2" />
        </g>
        <rect x="470" y="238" width="7" height="50" fill="#6b4a2f" />
        <circle cx="473" cy="226" r="28" fill="#72814f" />
        <circle cx="490" cy="244" r="18" fill="#7f8f5c" />
        <rect x="0" y="292" width="560" height="128" fill="#cfc2b0" />
        <rect x="0" y="292" width="560" height="10" fill="#b8a994" />
        <path d="M0 332 H560" stroke="#f7efe2" strokeWidth="4" strokeDasharray="30 22" opacity="0.8" />
        <g transform="translate(-6 40)">
          <ellipse cx="196" cy="362" rx="160" ry="9" fill="#2a211c" opacity="0.18" />
          <path d="M44 262 h262 a22 22 0 0 1 22 22 v62 a8 8 0 0 1 -8 8 H44 a10 10 0 0 1 -10 -10 V276 a14 14 0 0 1 10 -14z" fill="#fffaf2" stroke="#2a211c" strokeWidth="3" />
          <path d="M35 318 H327 v12 H35z" fill="#8a2f1d" />
          <path d="M35 332 H327 v4 H35z" fill="#e0a94a" />
          <g fill="#3d4c5c">
            <rect x="48" y="272" width="44" height="34" rx="5" />
            <rect x="98" y="272" width="44" height="34" rx="5" />
            <rect x="148" y="272" width="44" height="34" rx="5" />
            <rect x="198" y="272" width="44" height="34" rx="5" />
            <path d="M250 272 h44 a18 18 0 0 1 18 18 v16 h-62z" />
          </g>
          <g fill="#ffffff" opacity="0.25">
            <path d="M52 300 l22 -24 h10 l-26 28z" />
            <path d="M152 300 l22 -24 h10 l-26 28z" />
            <path d="M254 300 l22 -24 h10 l-26 28z" />
          </g>
          <rect x="322" y="276" width="8" height="14" rx="3" fill="#2a211c" />
          <rect x="314" y="336" width="12" height="7" rx="3" fill="#f3c66f" />
          <g>
            <circle cx="92" cy="354" r="20" fill="#2a211c" />
            <circle cx="92" cy="354" r="8" fill="#b8a994" />
            <circle cx="266" cy="354" r="20" fill="#2a211c" />
            <circle cx="266" cy="354" r="8" fill="#b8a994" />
          </g>
        </g>
        <g transform="translate(420 304)">
          <rect x="28" y="18" width="6" height="60" fill="#6b4a2f" />
          <rect x="0" y="-22" width="62" height="46" rx="10" fill="#8a2f1d" />
          <path d="M16 -10 h24 v10 a10 10 0 0 1 -10 10 h-4 a10 10 0 0 1 -10 -10z" fill="#fffaf2" />
          <path d="M40 -7 h3 a5 5 0 0 1 0 10 h-3" stroke="#fffaf2" strokeWidth="2.5" fill="none" />
          <path d="M22 -16 c-3 -3 3 -5 0 -9 M30 -16 c-3 -3 3 -5 0 -9" stroke="#e0a94a" strokeWidth="2" fill="none" strokeLinecap="round" />
          <rect x="13" y="13" width="36" height="3" rx="1.5" fill="#fffaf2" />
        </g>
      </g>
    </svg>
  );
}
