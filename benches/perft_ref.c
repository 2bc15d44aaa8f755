/* A straightforward Focus perft (2 players, docs/rules.md; written for this project), bulk-counting at the leaves: the speed reference for focus-bot perft. Usage: perft_ref DEPTH */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { unsigned char h[64]; unsigned char p[64][5]; int res[3]; int cap[3]; int tm; } Pos;
static int on[64];
static int idx(int x,int y){return y*8+x;}
static void init(Pos*s){
  memset(s,0,sizeof *s);
  for(int y=0;y<8;y++)for(int x=0;x<8;x++){int c=(x<2||x>5)&&(y<2||y>5); int cut=0;
    if((x==0||x==7)&&(y<=1||y>=6))cut=1; if((x==1||x==6)&&(y==0||y==7))cut=1; on[idx(x,y)]=!cut; (void)c;}
  /* pbmserv: rank2 (y=1) b..g = R R G G R R; odd/even alternation; R=1 */
  for(int y=1;y<=6;y++){int outer=((y+1)%2==0)?1:2, inner=3-outer;
    for(int x=1;x<=6;x++){int i=idx(x,y); s->h[i]=1; s->p[i][0]=(x==3||x==4)?inner:outer;}}
  s->tm=1;
}
static const int DX[4]={0,1,0,-1}, DY[4]={1,0,-1,0};
static long long count_moves(const Pos*s){
  long long n=0; int p=s->tm;
  for(int i=0;i<64;i++){int h=s->h[i]; if(!h||s->p[i][h-1]!=p)continue; int x=i%8,y=i/8;
    for(int d=0;d<4;d++)for(int k=1;k<=h;k++){int tx=x+DX[d]*k,ty=y+DY[d]*k; if(tx<0||tx>7||ty<0||ty>7)break; if(on[idx(tx,ty)])n++;}}
  if(s->res[p]>0)n+=52; return n;
}
static void land(Pos*s,int t,const unsigned char*mv,int k,int p){
  unsigned char tmp[10]; int h=s->h[t]; memcpy(tmp,s->p[t],h); memcpy(tmp+h,mv,k); h+=k;
  int ex=h>5?h-5:0; for(int j=0;j<ex;j++){ if(tmp[j]==p)s->res[p]++; else s->cap[p]++; }
  memcpy(s->p[t],tmp+ex,h-ex); s->h[t]=h-ex;
}
static long long perft(const Pos*s,int depth){
  if(depth==1)return count_moves(s);
  long long n=0; int p=s->tm; Pos c;
  for(int i=0;i<64;i++){int h=s->h[i]; if(!h||s->p[i][h-1]!=p)continue; int x=i%8,y=i/8;
    for(int d=0;d<4;d++)for(int k=1;k<=h;k++){int tx=x+DX[d]*k,ty=y+DY[d]*k; if(tx<0||tx>7||ty<0||ty>7)break; int t=idx(tx,ty); if(!on[t])continue;
      c=*s; unsigned char mv[5]; memcpy(mv,&s->p[i][h-k],k); c.h[i]=h-k; land(&c,t,mv,k,p); c.tm=3-p; n+=perft(&c,depth-1);} }
  if(s->res[p]>0){ for(int t=0;t<64;t++){ if(!on[t])continue; c=*s; c.res[p]--; unsigned char mv[1]={(unsigned char)p}; land(&c,t,mv,1,p); c.tm=3-p; n+=perft(&c,depth-1);} }
  return n;
}
int main(int argc,char**argv){ int D=argc>1?atoi(argv[1]):5; Pos s; init(&s); int cnt=0; for(int i=0;i<64;i++)cnt+=on[i]; printf("cells %d\n",cnt);
  for(int d=1;d<=D;d++){ printf("perft(%d) = %lld\n",d,perft(&s,d)); fflush(stdout);} return 0; }
