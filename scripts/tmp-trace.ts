import { playGame } from '../src/lib/games/mole/engine/testing/balance';
import { PLAY, type Play } from '../src/lib/games/mole/engine/testing/policies';
import { suspicion } from '../src/lib/games/mole/engine/testing/suspicion';
const asked = JSON.parse(process.env.MOLE_PLAY ?? '{}') as Partial<Play>;
const play: Play = { ...PLAY, ...asked, reading: { ...PLAY.reading, ...asked.reading } };
const n = Number(process.argv[2]); const seeds = process.argv[3].split(',').map(Number);
for (const seed of seeds) {
  const s = playGame(n, seed, {}, play);
  const role = (id: string) => (s.players.find((p) => p.id === id)!.role === 'mole' ? id.toUpperCase() : id);
  console.log(`== ${n}/${seed}: ${s.winner} ${s.winReason}`);
  for (let r = 1; r <= s.round; r++) {
    for (const p of s.proposals.filter((x) => x.round === r))
      console.log(`  r${r}a${p.attempt} lead ${role(p.leader)} team [${(p.team??[]).map(role)}] ${p.approved ? 'OK' : 'NO'} rej:${Object.entries(p.votes).filter(([,v])=>v==='reject').map(([k])=>role(k))}`);
    const m = s.missions.find((x) => x.round === r); if (m) console.log(`  r${r} mission sab ${m.sabotages}/${m.needed}${m.forfeit?' forfeit':''}`);
    const v = s.votes.find((x) => x.round === r); if (v) console.log(`  r${r} vote: ${Object.entries(v.votes).map(([a,b])=>role(a)+'>'+(s.players.some(p=>p.id===b)?role(b):'skip')).join(' ')} ⇒ ${v.banished ? role(v.banished) : '-'}`);
  }
}
