import { playGame } from '../src/lib/games/mole/engine/testing/balance';
import { PLAY } from '../src/lib/games/mole/engine/testing/policies';
import { READING } from '../src/lib/games/mole/engine/testing/suspicion';
Object.assign(PLAY, JSON.parse(process.env.MOLE_PLAY ?? '{}'));
Object.assign(READING, JSON.parse(process.env.MOLE_READING ?? '{}'));
console.log(PLAY, READING);
const n = Number(process.argv[2]); const seeds = process.argv[3].split(',').map(Number);
for (const seed of seeds) {
  const s = playGame(n, seed);
  const role = (id: string) => (s.players.find((p) => p.id === id)!.role === 'mole' ? id.toUpperCase() : id);
  console.log(`== ${n}/${seed}: ${s.winner} ${s.winReason}; moles ${s.players.filter(p=>p.role==='mole').map(p=>p.id)}`);
  for (let r = 1; r <= s.round; r++) {
    for (const p of s.proposals.filter((x) => x.round === r))
      console.log(`  r${r}a${p.attempt} lead ${role(p.leader)} team [${(p.team??[]).map(role)}] ${p.approved ? 'OK' : 'NO'} rej:${Object.entries(p.votes).filter(([,v])=>v==='reject').map(([k])=>role(k))}`);
    const m = s.missions.find((x) => x.round === r); if (m) console.log(`  r${r} mission sab ${m.sabotages}/${m.needed}${m.forfeit?' forfeit':''}`);
    const v = s.votes.find((x) => x.round === r); if (v) console.log(`  r${r} vote: ${Object.entries(v.votes).map(([a,b])=>role(a)+'>'+(s.players.some(p=>p.id===b)?role(b):'skip')).join(' ')} ⇒ ${v.banished ? role(v.banished) : '-'}`);
  }
}
