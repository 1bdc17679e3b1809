#!/usr/bin/env python3
"""CPU time by kind of process (Chromium renderer, browser, GPU; the server; the embedded database;
Vitest) over the next N seconds, read from /proc once a second. Run beside a scenario:

    python3 bench/cpu-by-process.py 45 & E2E_SCREENSHOTS=off E2E_REQUIRED=1 node tests/e2e/run.mjs app
"""
import os, time, collections, sys
def snap():
    d={}
    for pid in os.listdir('/proc'):
        if not pid.isdigit(): continue
        try:
            st=open(f'/proc/{pid}/stat').read()
            cmd=open(f'/proc/{pid}/cmdline').read().replace('\0',' ')
        except: continue
        r=st.rsplit(')',1)[1].split()
        ut=int(r[11]); stt=int(r[12])
        d[pid]=(ut+stt, cmd)
    return d
def label(cmd):
    if 'chromium' in cmd:
        for t in ['--type=renderer','--type=gpu-process','--type=utility','--type=zygote','--type=broken']:
            if t in cmd: return 'chromium '+t[7:]
        return 'chromium browser'
    if 'pglite-host' in cmd: return 'pglite'
    if 'dist/main.js' in cmd: return 'server'
    if 'vitest' in cmd: return 'vitest'
    if 'kdamond' in cmd or cmd=='' : return 'kernel/other'
    return cmd.split(' ')[0][-30:]
tot=collections.Counter(); prev=snap(); end=time.time()+float(sys.argv[1])
while time.time()<end:
    time.sleep(1); cur=snap()
    for pid,(t,cmd) in cur.items():
        p=prev.get(pid)
        dt=t-(p[0] if p and p[1]==cmd else 0)
        if dt>0: tot[label(cmd)]+=dt
    prev=cur
for k,v in tot.most_common(15): print(f'{v/100:8.1f}s {k}')
